import { notifications } from '@mantine/notifications';
import type { Order } from '../../../contract/order';
import type { CallOptions } from '../../api/call';
import { getErrorMessage } from '../../lib/get-error-message';
import { refreshOrder } from './orders-mirror';

/**
 * How long a change to an order waits for its answer. A slow answer is not a failure: the page
 * says it is still sending after a few seconds (SlowChangeNote), as the checkout does.
 */
export const ORDER_CHANGE_TIMEOUT_MS = 60_000;

type OrderRequest = {
  /** Asked first with the browser's confirm; declining sends nothing. */
  question: string;
  /** The change itself: the server's answer, whose message is shown when it has one. */
  send: (options: CallOptions) => Promise<{ message?: string }>;
  /** Shown when the server's answer has no message of its own, or when the order shows it made. */
  done: string;
  failed: string;
  /** The order re-read into the mirror afterwards. */
  orderId: string;
  /** Whether the order, as the shop has it, shows the change made. */
  made: (order: Order) => boolean;
};

/**
 * A shopper's change to an order (cancel it, withdraw a return): asked first, POSTed, the
 * outcome shown as a toast and the order re-read. Resolves whether the server did it.
 *
 * When the answer is lost (no answer, a timeout, a 5xx) the change may still have been made, and
 * a second tap after a lost answer is refused because it was (409): either way the order read
 * again says what happened, so a change the shop made is never shown as a failure
 * (docs/decisions/312).
 */
export async function askThenPost({ question, send, done, failed, orderId, made }: OrderRequest): Promise<boolean> {
  if (!window.confirm(question)) return false;
  try {
    const { message } = await send({ timeout: ORDER_CHANGE_TIMEOUT_MS });
    notifications.show({ message: message ?? done, color: 'green' });
    await refreshOrder(orderId);
    return true;
  } catch (error) {
    const order = await refreshOrder(orderId);
    if (order && made(order)) {
      notifications.show({ message: done, color: 'green' });
      return true;
    }
    notifications.show({ message: getErrorMessage(error, failed), color: 'red' });
    return false;
  }
}
