import type { OutboxRow } from '../../data/db';
import type { SyncPhase } from '../../sync/sync-state';

/**
 * What the shopper is told about a bag change the shop has not confirmed yet
 * (docs/decisions/156-honest-bag-states.md). A change is either kept on the device and sent
 * later (these texts), or dropped and undone in the bag (rejectionConsequence): never both.
 */
export const pendingMessages = {
  saved: 'Saved in your bag on this device.',
  offline: "You're offline: it will be sent to the shop when you're back online.",
  serverTrouble: 'The shop is having trouble; we will keep trying.',
  slow: 'No answer yet: slow connection.',
  signIn: 'Your session has expired: sign in and it will be sent.',
  waiting: 'It will be sent to the shop as soon as the shop can be reached.',
} as const;

/** Why a kept change is still waiting, from this tab's sync phase and the browser's connection. */
export function pendingReason(phase: SyncPhase, online: boolean): string {
  if (!online || phase === 'offline') return pendingMessages.offline;
  if (phase === 'error') return pendingMessages.serverTrouble;
  if (phase === 'slow') return pendingMessages.slow;
  if (phase === 'unauthorized') return pendingMessages.signIn;
  return pendingMessages.waiting;
}

/**
 * What a refused and dropped change is told with: the server's reason as a sentence (some reasons,
 * such as "Product not found", come without a full stop), then what the bag holds now.
 */
export function rejectionMessage(reason: string, op: OutboxRow['op']): string {
  const said = reason.trim();
  const sentence = said === '' || /[.!?]$/.test(said) ? said : `${said}.`;
  return `${sentence} ${rejectionConsequence(op)}`.trim();
}

/** Said after the server's reason when a change was refused and dropped: what the bag holds now. */
export function rejectionConsequence(op: OutboxRow['op']): string {
  if (op === 'add') return 'It was not added to your bag.';
  if (op === 'quantity') return 'The quantity in your bag was not changed.';
  if (op === 'remove') return 'It is still in your bag.';
  return '';
}
