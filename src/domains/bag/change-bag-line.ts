import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '../../../contract/constants';
import { type CartRow, db } from '../../data/db';
import { triggerSync } from '../../sync/sync-if-possible';
import { queueBagChange } from './queue-bag-change';
import { restoreBagLine } from './restore-bag-line';
import { withdrawBagLine } from './withdraw-bag-line';

/**
 * Remove a line / change its quantity on the bag page: applied to the local bag with its outbox
 * entry in one transaction, then pushed. The screen updates at once; a refusal is reported by
 * the bag sync notices (the product and the server's reason), and the bag is re-read.
 */
async function queue(line: CartRow, op: 'remove' | 'quantity', quantity: number): Promise<boolean> {
  return change(line, () =>
    queueBagChange(db(), { userId: line.userId, op, productId: line.productId, quantity, title: line.title }),
  );
}

/** Resolves whether the change was stored (and so will be sent). */
async function change(line: CartRow, store: () => Promise<unknown>): Promise<boolean> {
  try {
    await store();
    triggerSync();
    return true;
  } catch (error) {
    console.warn('Changing the bag failed:', error);
    notifications.show({
      message: `Could not change ${line.title} in your bag. Please try again.`,
      color: 'clay.8',
      autoClose: TOAST_MS,
    });
    return false;
  }
}

export function removeFromBag(line: CartRow): Promise<boolean> {
  return queue(line, 'remove', 0);
}

/** "Remove" on a line still waiting for the shop: its queued changes give way to a remove. */
export function withdrawWaitingLine(line: CartRow): Promise<boolean> {
  return change(line, () => withdrawBagLine(db(), line));
}

export function changeQuantity(line: CartRow, quantity: number): Promise<boolean> {
  return queue(line, 'quantity', quantity);
}

/** "Undo" after a remove: the same line goes back through the outbox, offline too (docs/decisions/228). */
export async function putBackLine(line: CartRow): Promise<void> {
  await restoreBagLine(db(), line);
  triggerSync();
}
