import { Button, Group, Text } from '@mantine/core';
import type { CartRow } from '../../data/db';
import { useOnline } from '../../lib/use-online';
import { triggerSync } from '../../sync/sync-if-possible';
import { useSyncState } from '../../sync/sync-state';
import { pendingMessages, pendingReason } from './bag-change-messages';
import { withdrawWaitingLine } from './change-bag-line';

/**
 * A bag line the shop has not confirmed yet: it is kept on this device, says why it is still
 * waiting (offline, the shop having trouble, no answer yet), and offers "Try again now" and
 * "Remove" (docs/decisions/195; on the bag page the line's own "Remove" is that one, decision 310).
 * It never reads as failed: only a refusal undoes a change.
 */
export function WaitingChange({
  line,
  testId,
  withRemove = true,
}: {
  line: CartRow;
  testId: string;
  /** False where the line has its own "Remove" beside it (the bag page), which withdraws it too. */
  withRemove?: boolean;
}) {
  const { phase } = useSyncState();
  const online = useOnline();
  const sending = phase === 'pushing' && online;
  return (
    <div>
      <Text size="sm" c="dimmed" role="status" data-testid={testId}>
        {sending ? 'Sending to the shop…' : `${pendingMessages.saved} ${pendingReason(phase, online)}`}
      </Text>
      <Group gap="xs" mt={4}>
        <Button size="compact-sm" variant="default" disabled={sending} onClick={triggerSync}>
          Try again now
        </Button>
        {withRemove ? (
          <Button size="compact-sm" variant="subtle" color="clay.8" onClick={() => void withdrawWaitingLine(line)}>
            Remove
          </Button>
        ) : null}
      </Group>
    </div>
  );
}
