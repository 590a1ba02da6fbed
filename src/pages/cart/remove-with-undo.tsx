import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '../../../contract/constants';
import type { CartRow } from '../../data/rows';
import { putBackLine, removeFromBag, withdrawWaitingLine } from '../../domains/bag/change-bag-line';

/**
 * Long enough to read the line and reach "Undo" (docs/decisions/228); Mantine pauses the
 * countdown while the pointer rests on the toast.
 */
const UNDO_TOAST_MS = 8000;

const toastId = (line: CartRow) => `bag-removed-${line.productId}`;

/**
 * "Remove" on a bag line: the removal goes through the outbox at once (as before), and a toast
 * offers "Undo", which puts the same line back through the same outbox, offline too. A line still
 * waiting for the shop is withdrawn: its queued changes give way to the remove, so a change the
 * shop keeps failing is never sent and holds up nothing (docs/decisions/195, 310). One "Remove"
 * per line: the waiting line's own is left out on the bag page.
 */
export async function removeWithUndo(line: CartRow): Promise<void> {
  if (!(await (line.pending ? withdrawWaitingLine(line) : removeFromBag(line)))) return;
  notifications.show({
    id: toastId(line),
    color: 'leaf.8',
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="bag-removed-toast">
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          Removed {line.title} from your bag.
        </Text>
        <Button size="compact-sm" variant="outline" style={{ flexShrink: 0 }} onClick={() => void undo(line)}>
          Undo
        </Button>
      </Group>
    ),
  });
}

async function undo(line: CartRow): Promise<void> {
  notifications.hide(toastId(line));
  try {
    await putBackLine(line);
  } catch (error) {
    console.warn('Putting the bag line back failed:', error);
    notifications.show({
      message: `Could not put ${line.title} back in your bag. Please add it again from its page.`,
      color: 'clay.8',
      autoClose: TOAST_MS,
    });
  }
}
