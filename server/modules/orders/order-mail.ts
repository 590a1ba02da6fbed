import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { orderConfirmationMessage } from '../../integrations/mail/messages/order-confirmation-message';
import { orderStatusMessage } from '../../integrations/mail/messages/order-status-message';
import { enqueueEmail, enqueueMail } from '../outbox/enqueue-mail';
import { liveShipmentOf } from './cancel-booking';
import { loadOrderItems, type OrderRow } from './order-json';

/** Where the shopper is reached now: their account's e-mail, else the one the order recorded. */
async function contactOf(tx: Db, row: OrderRow): Promise<{ email: string; name: string }> {
  if (row.userId) {
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.userId));
    if (user) return { email: user.email, name: row.customerName || user.firstName };
  }
  return { email: row.customerEmail, name: row.customerName };
}

/**
 * The confirmation e-mail and a text message to the delivery phone, queued in the transaction
 * that placed (or paid) the order: both go out exactly when the order exists.
 */
export async function queueOrderConfirmation(tx: Db, row: OrderRow): Promise<void> {
  const contact = await contactOf(tx, row);
  const items = (await loadOrderItems(tx, [row.id])).get(row.id) ?? [];
  const message = orderConfirmationMessage({
    orderId: row.id,
    customerName: contact.name,
    items: items.map((line) => ({ title: line.title, quantity: line.quantity, unitPaise: line.pricePaise })),
    totalPaise: row.totalPaise,
    discount: row.offerCode && row.discountPaise > 0 ? { code: row.offerCode, paise: row.discountPaise } : null,
    paymentMethod: row.paymentMethod === 'COD' ? 'COD' : 'Online',
  });
  if (contact.email) await enqueueEmail(tx, contact.email, message, row.id);
  const phone = row.address[0]?.phone;
  if (phone && message.sms)
    await enqueueMail(tx, { channel: 'sms', to: phone, subject: message.subject, text: message.sms, orderId: row.id });
}

/** The shopper hears about a status change (the lifecycle table says which), queued with it. */
export async function queueOrderStatusMail(tx: Db, row: OrderRow): Promise<void> {
  const contact = await contactOf(tx, row);
  if (!contact.email) return;
  const message = orderStatusMessage({
    orderId: row.id,
    status: row.status,
    customerName: contact.name || undefined,
    tracking: row.tracking,
    courierName: row.courierName,
    trackUrl: row.status === 'Shipped' ? ((await liveShipmentOf(tx, row.id))?.trackUrl ?? undefined) : undefined,
    paidOnline: row.paymentMethod !== 'COD' && row.razorpayPaymentId !== null,
  });
  await enqueueEmail(tx, contact.email, message, row.id);
}
