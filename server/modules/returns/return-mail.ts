import { eq } from 'drizzle-orm';
import type { ReturnStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { returnStatusMessage } from '../../integrations/mail/messages/return-status-message';
import { enqueueEmail } from '../outbox/enqueue-mail';

/**
 * Tells the shopper their return moved on (called only by transition-return.ts), queued in the transaction that moved it: one mail
 * per change that committed, none for a change that rolled back (docs/decisions/141). The
 * refund's own mail is queued by refunds.ts when the money has moved, not here.
 */
export async function queueReturnStatusMail(
  tx: Db,
  input: {
    orderId: string;
    status: Exclude<ReturnStatus, 'Refunded'>;
    productTitle: string;
    awb?: string | null;
    /** Who to write to; the order's recorded customer when omitted. */
    contact?: { email: string; name: string };
  },
): Promise<void> {
  const [order] = input.contact
    ? [input.contact]
    : await tx
        .select({ email: orders.customerEmail, name: orders.customerName })
        .from(orders)
        .where(eq(orders.id, input.orderId));
  if (!order?.email) return;
  const message = returnStatusMessage({
    orderId: input.orderId,
    status: input.status,
    productTitle: input.productTitle,
    customerName: order.name,
    awb: input.awb ?? null,
  });
  await enqueueEmail(tx, order.email, message, input.orderId);
}
