import { Text } from '@mantine/core';
import { useOnline } from '../../lib/use-online';
import { usePendingCount } from '../../sync/pending-count';
import { useSyncState } from '../../sync/sync-state';
import { pendingReason } from './bag-change-messages';

/**
 * The bag page's line about changes kept on the device: how many, and why they are still
 * waiting (offline, the shop not answering, an expired session), so a kept change reads as kept.
 */
export function BagQueueStatus() {
  const pending = usePendingCount() ?? 0;
  const { phase } = useSyncState();
  const online = useOnline();
  if (pending === 0) return null;
  const count = pending === 1 ? '1 change is' : `${pending} changes are`;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="bag-queue-status">
      {count} waiting to sync with the shop.{' '}
      {phase === 'pushing' && online ? 'Sending now…' : pendingReason(phase, online)}
    </Text>
  );
}
