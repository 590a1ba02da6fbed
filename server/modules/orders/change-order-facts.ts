import { eq } from 'drizzle-orm';
import type { OrderEventKind } from '../../../contract/order-lifecycle/events';
import type { FulfilmentState, PaymentState } from '../../../contract/order-lifecycle/states';
import type { Actor } from '../../../contract/order-lifecycle/status-graph';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { recordEvent } from '../order-timeline/record-event';
import type { OrderRow } from './order-json';

/** A move of one state, allowed only from the listed states. */
type Move<S> = { from: readonly S[]; to: S };

export type FactsChange = {
  orderId: string;
  fulfilment?: Move<FulfilmentState>;
  payment?: Move<PaymentState>;
  /** The shipment columns the spec reads from the order (ids, courier, tracking). */
  shipment?: Partial<Pick<OrderRow, 'shipRocketOrderId' | 'shipmentId' | 'courierName' | 'tracking'>>;
  /** Said with the 409 when the order is no longer in a `from` state. */
  refusal: string;
  event: {
    kind: OrderEventKind;
    actor: Actor;
    by?: { id: string; name: string } | null;
    summary: string;
    data?: Record<string, unknown>;
  };
};

/**
 * The lifecycle's writer for what changes beside the status (docs/decisions/190, 191): a
 * shipment booked or cancelled, a parcel coming back, cash remitted. Status changes go through
 * transitionOrder; these two are the only code that writes an order's status, payment,
 * fulfilment and shipment columns. Under the order's row lock it checks each state is still
 * one it may move from (409 with `refusal` otherwise), writes the change and its timeline entry
 * in the caller's transaction, and returns the row after.
 */
export async function changeOrderFacts(tx: Db, change: FactsChange): Promise<OrderRow> {
  const [before] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
  if (!before) throw ApiError.notFound(`No order found with ID: ${change.orderId}`);
  if (change.fulfilment && !change.fulfilment.from.includes(before.fulfillmentStatus))
    throw ApiError.conflict(change.refusal);
  if (change.payment && !change.payment.from.includes(before.paymentStatus)) throw ApiError.conflict(change.refusal);
  const now = new Date();
  const [after] = await tx
    .update(orders)
    .set({
      ...change.shipment,
      ...(change.fulfilment ? { fulfillmentStatus: change.fulfilment.to } : {}),
      ...(change.payment ? { paymentStatus: change.payment.to } : {}),
      ...(change.payment?.to === 'paid' ? { paidAt: before.paidAt ?? now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, before.id))
    .returning();
  if (!after) throw new Error(`order ${before.id} vanished under its lock`);
  await recordEvent(tx, { orderId: before.id, ...change.event, at: now });
  return after;
}
