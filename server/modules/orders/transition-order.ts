import { and, eq, type SQL } from 'drizzle-orm';
import type { CancelReason } from '../../../contract/order-lifecycle/cancel-reasons';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { type Actor, findTransition } from '../../../contract/order-lifecycle/status-graph';
import {
  fulfilmentStateFor,
  type OrderFacts,
  paymentStateAfter,
  transitionBlocker,
  transitionEffects,
} from '../../../contract/order-lifecycle/transition-effects';
import type { RecordedRefundMethod } from '../../../contract/return-lifecycle';
import { shipmentMessages } from '../../../contract/shipments';
import { type OrderStatus, orderStatusLabel } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import { freeOfferOf, reclaimOfferOf } from '../offers/offer-redemption';
import { recordEvent } from '../order-timeline/record-event';
import { queueOrderPush } from '../push/queue-order-push';
import { type RefundRow, startRefund } from '../refunds/refunds';
import type { OrderRow } from './order-json';
import { queueOrderConfirmation, queueOrderStatusMail } from './order-mail';
import { releaseOrderStock, takeOrderStock } from './stock';

export type TransitionRequest = {
  orderId: string;
  to: OrderStatus;
  actor: Actor;
  /** Who acted (staff or shopper), for the timeline. */
  by?: { id: string; name: string } | null;
  /** Narrows the lookup: a shopper's own order (404 otherwise). */
  where?: SQL;
  notFound?: () => ApiError;
  /** Staff may untick "notify customer"; the lifecycle table decides whether there is a mail at all. */
  notify?: boolean;
  tracking?: string;
  cancelReason?: CancelReason;
  /** A COD refund: how the money went back, entered by staff. */
  refundRecord?: { method: RecordedRefundMethod; reference: string };
  /** Further columns set with the status (a payment id, a shipment's ids). */
  extra?: Partial<typeof orders.$inferInsert>;
  /** Added to the timeline entry, e.g. "tracking AWB123". */
  note?: string;
  /**
   * The change happens though the stock it would take is gone: a payment that captured after
   * its hold was released and its units sold (decision 070). Staff refund or restock.
   */
  withoutStock?: boolean;
};

export type TransitionResult = {
  before: OrderRow;
  after: OrderRow;
  /** A refund this change started: settle it after commit (refunds/refunds.ts). */
  refund: RefundRow | null;
};

export function facts(row: OrderRow): OrderFacts {
  return {
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    refundablePaise: row.totalPaise - row.refundedPaise,
  };
}

/**
 * The one way an order's status changes (docs/decisions/140). Under the order's row lock it
 * checks the lifecycle table (409 naming both statuses otherwise), moves stock once, derives
 * the payment and fulfilment states, starts the refund the change implies, records the
 * timeline entry and queues the shopper's mail, all in the caller's transaction: either all
 * of it happens or none.
 */
export async function transitionOrder(tx: Db, request: TransitionRequest): Promise<TransitionResult> {
  const where = request.where ? and(eq(orders.id, request.orderId), request.where) : eq(orders.id, request.orderId);
  const [before] = await tx.select().from(orders).where(where).for('update');
  if (!before) throw request.notFound?.() ?? ApiError.notFound(`No order found with ID: ${request.orderId}`);
  const from = before.status;
  const transition = findTransition(before, request.to, request.actor);
  if (!transition) {
    if (request.actor === 'customer' && request.to === 'Canceled')
      throw ApiError.conflict(lifecycleMessages.customerCannotCancel);
    throw ApiError.conflict(lifecycleMessages.notAllowed(orderStatusLabel(from), orderStatusLabel(request.to)));
  }
  const blocker = transitionBlocker(facts(before), request.to);
  if (blocker) throw ApiError.conflict(blocker);
  // The courier is told first (orders/cancel-booking.ts): no cancelled order keeps a live AWB.
  if (request.to === 'Canceled' && before.fulfillmentStatus === 'shipment_booked')
    throw ApiError.conflict(shipmentMessages.cancelShipmentFirst);
  const effects = transitionEffects(facts(before), transition);
  if (effects.refundNeedsRecord && !request.refundRecord)
    throw ApiError.badRequest(lifecycleMessages.refundRecordRequired, {
      refund: lifecycleMessages.refundRecordRequired,
    });

  const ledger = { by: request.by ?? null };
  if (transition.stock === 'release') await releaseOrderStock(tx, before.id, ledger);
  if (transition.stock === 'take' && !request.withoutStock)
    await takeOrderStock(tx, before.id, lifecycleMessages.outOfStockToRestore, ledger);

  const now = new Date();
  // A whole-order refund changes the status when the money has moved (completeRefund).
  const waitsForRefund = request.to === 'Refunded';
  const set: Partial<typeof orders.$inferInsert> = {
    ...request.extra,
    paymentStatus: paymentStateAfter(before, request.to),
    fulfillmentStatus: fulfilmentStateFor(request.to, before.fulfillmentStatus) ?? before.fulfillmentStatus,
    // Any packer's hold on the order ends with a status change.
    packerId: null,
    packingLeaseUntil: null,
    updatedAt: now,
  };
  if (!waitsForRefund) set.status = request.to;
  if (request.tracking !== undefined) set.tracking = request.tracking;
  if (request.to === 'Delivered' && !before.deliveryDate) set.deliveryDate = now;
  if (request.to === 'Canceled')
    set.cancelReason =
      request.cancelReason ?? (request.actor === 'customer' ? 'customer_cancelled' : 'staff_cancelled');
  if (request.to === 'Placed' || request.to === 'Paid') set.cancelReason = null;
  const [after] = await tx.update(orders).set(set).where(eq(orders.id, before.id)).returning();
  if (!after) throw new Error(`order ${before.id} vanished under its lock`);
  // A cancelled order gives its offer code back; one brought back takes it again if still free.
  if (request.to === 'Canceled') await freeOfferOf(tx, before.id);
  else if (from === 'Canceled') await reclaimOfferOf(tx, after);

  const moves = [
    transition.stock === 'release'
      ? 'stock returned'
      : transition.stock === 'take'
        ? request.withoutStock
          ? 'stock not taken: none left'
          : 'stock taken'
        : null,
    request.note ?? null,
  ].filter(Boolean);
  await recordEvent(tx, {
    orderId: before.id,
    kind: 'status',
    actor: request.actor,
    by: request.by ?? null,
    summary: waitsForRefund
      ? `Refund requested (status becomes ${orderStatusLabel(request.to)} once the money has moved)`
      : `${orderStatusLabel(from)} → ${orderStatusLabel(request.to)}${moves.length > 0 ? ` (${moves.join('; ')})` : ''}`,
    data: { from, to: request.to, correction: effects.correction, notified: request.notify !== false },
    at: now,
  });

  let refund: RefundRow | null = null;
  if (effects.refundPaise > 0) {
    refund = await startRefund(tx, {
      orderId: before.id,
      amountPaise: effects.refundPaise,
      method: request.refundRecord?.method ?? 'gateway',
      reference: request.refundRecord?.reference ?? null,
      by: request.actor === 'admin' ? (request.by ?? null) : null,
      orderStatusAfter: waitsForRefund ? 'Refunded' : undefined,
    });
  }

  if (transition.mail && request.notify !== false && !waitsForRefund) {
    if (request.to === 'Paid') await queueOrderConfirmation(tx, after);
    else await queueOrderStatusMail(tx, after);
    await queueOrderPush(tx, { kind: 'status', order: after });
  }
  return { before, after, refund };
}
