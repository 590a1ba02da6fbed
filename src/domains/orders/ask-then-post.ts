import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../lib/get-error-message';
import { refreshOrder } from './orders-mirror';

type OrderRequest = {
  /** Asked first with the browser's confirm; declining sends nothing. */
  question: string;
  /** The change itself: the server's answer, whose message is shown when it has one. */
  send: () => Promise<{ message?: string }>;
  /** Shown when the server's answer has no message of its own. */
  done: string;
  failed: string;
  /** The order re-read into the mirror afterwards. */
  orderId: string;
};

/**
 * A shopper's change to an order (cancel it, withdraw a return): asked first, POSTed, the
 * outcome shown as a toast and the order re-read. Resolves whether the server did it.
 */
export async function askThenPost({ question, send, done, failed, orderId }: OrderRequest): Promise<boolean> {
  if (!window.confirm(question)) return false;
  try {
    const { message } = await send();
    notifications.show({ message: message ?? done, color: 'green' });
    await refreshOrder(orderId);
    return true;
  } catch (error) {
    notifications.show({ message: getErrorMessage(error, failed), color: 'red' });
    return false;
  }
}
