import { notifications } from '@mantine/notifications';
import { api } from '../../api/client';
import { refreshOrder } from '../../data/orders-mirror';
import { getErrorMessage } from '../../lib/get-error-message';

export const CANCEL_CONFIRM = 'are you sure that you want to cancel this order ??';

/** POST orders/cancel/{id} after the spec's confirmation; the order is re-read into the mirror. */
export async function cancelOrder(orderId: string): Promise<boolean> {
  if (!window.confirm(CANCEL_CONFIRM)) return false;
  try {
    const { message } = await api.postWithMessage(`orders/cancel/${encodeURIComponent(orderId)}`);
    notifications.show({ message: message ?? 'Your order has been cancelled.', color: 'green' });
    await refreshOrder(orderId);
    return true;
  } catch (error) {
    notifications.show({ message: getErrorMessage(error, 'Failed to cancel the order'), color: 'red' });
    return false;
  }
}
