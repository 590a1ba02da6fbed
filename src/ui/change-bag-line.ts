import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '../../contract/constants';
import { triggerSync } from '../data/bag-sync';
import { type CartRow, db } from '../data/db';
import { queueBagChange } from '../data/queue-bag-change';

/**
 * Remove a line / change its quantity on the bag page: applied to the local bag with its outbox
 * entry in one transaction, then pushed. The screen updates at once; a refusal is reported by
 * the bag sync notices (the product and the server's reason), and the bag is re-read.
 */
async function queue(line: CartRow, op: 'remove' | 'quantity', quantity: number): Promise<void> {
  try {
    await queueBagChange(db, { userId: line.userId, op, productId: line.productId, quantity, title: line.title });
    triggerSync();
  } catch (error) {
    console.warn('Changing the bag failed:', error);
    notifications.show({
      message: `Could not change ${line.title} in your bag. Please try again.`,
      color: 'clay.8',
      autoClose: TOAST_MS,
    });
  }
}

export function removeFromBag(line: CartRow): Promise<void> {
  return queue(line, 'remove', 0);
}

export function changeQuantity(line: CartRow, quantity: number): Promise<void> {
  return queue(line, 'quantity', quantity);
}
