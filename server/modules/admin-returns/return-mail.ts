import { eq } from 'drizzle-orm';
import type { AdminReturn } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { returnStatusMessage } from '../../integrations/mail/messages/return-status-message';
import type { Integrations } from '../../integrations/select-integrations';

/** Tells the shopper their return moved on; a failure is logged and never fails the change. */
export async function sendReturnStatusMail(db: Db, integrations: Integrations, json: AdminReturn): Promise<void> {
  try {
    const [order] = await db
      .select({ email: orders.customerEmail, name: orders.customerName })
      .from(orders)
      .where(eq(orders.id, json.orderId._id));
    if (!order?.email) return;
    const message = returnStatusMessage({
      orderId: json.orderId._id,
      status: json.status,
      productTitle: json.productId.title,
      customerName: order.name,
      refundAmount: json.status === 'Refunded' ? json.refundAmount : undefined,
    });
    await integrations.mailer.send({
      to: order.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } catch (error) {
    console.warn(`Return status e-mail for return ${json._id} failed: ${(error as Error).message}`);
  }
}
