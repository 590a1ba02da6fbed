import type { Order } from '../../../contract/order';
import { orderConfirmationMessage } from '../../integrations/mail/messages/order-confirmation-message';
import { orderStatusMessage } from '../../integrations/mail/messages/order-status-message';
import type { Integrations } from '../../integrations/select-integrations';

export type OrderContact = { email: string; name: string };

function warn(what: string, orderId: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`${what} for order ${orderId} failed: ${reason}`);
}

/**
 * The confirmation e-mail and a text message to the delivery phone, after the order committed.
 * A failure here is logged and never fails the order: the order exists either way.
 */
export async function sendOrderConfirmation(
  integrations: Integrations,
  order: Order,
  contact: OrderContact,
): Promise<void> {
  const message = orderConfirmationMessage({
    orderId: order._id,
    customerName: contact.name,
    items: order.cart.map((line) => ({ title: line.title, quantity: line.quantity, price: line.price })),
    totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethod[0] ?? 'Online',
  });
  try {
    await integrations.mailer.send({
      to: contact.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    warn('Confirmation e-mail', order._id, error);
  }
  const phone = order.address[0]?.phone;
  if (phone && message.sms) {
    try {
      await integrations.notifier.notify({ channel: 'sms', to: phone, text: message.sms });
    } catch (error) {
      warn('Confirmation SMS', order._id, error);
    }
  }
}

export async function sendOrderStatusMail(
  integrations: Integrations,
  order: Order,
  contact: OrderContact,
): Promise<void> {
  const message = orderStatusMessage({
    orderId: order._id,
    status: order.status,
    customerName: contact.name,
    paidOnline: order.paymentMethod[0] === 'Online',
  });
  try {
    await integrations.mailer.send({
      to: contact.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    warn('Status e-mail', order._id, error);
  }
}
