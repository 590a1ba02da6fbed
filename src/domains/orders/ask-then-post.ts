import { notifications } from '@mantine/notifications';
import { api } from '../../api/client';
import { getErrorMessage } from '../../lib/get-error-message';
import { refreshOrder } from './orders-mirror';

type OrderRequest = {
  /** Asked first with the browser's confirm; declining sends nothing. */
  question: string;
  path: string;
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
export async function askThenPost({ question, path, done, failed, orderId }: OrderRequest): Promise<boolean> {
  if (!window.confirm(question)) return false;
  try {
    const { message } = await api.postWithMessage(path);
    notifications.show({ message: message ?? done, color: 'green' });
    await refreshOrder(orderId);
    return true;
  } catch (error) {
    notifications.show({ message: getErrorMessage(error, failed), color: 'red' });
    return false;
  }
}
