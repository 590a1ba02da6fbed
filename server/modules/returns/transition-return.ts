import { and, eq, ne } from 'drizzle-orm';
import { formatPaise } from '../../../contract/money';
import type { Actor } from '../../../contract/order-lifecycle/status-graph';
import {
  BEFORE_RECEIPT,
  inspectionMessages,
  pickupBlocker,
  REFUND_METHOD_LABEL,
  RETURNABLE_ORDER_STATUSES,
  type ReturnStepKey,
  type ReturnUnitOutcome,
  receiveBlocker,
  returnChangeBlocker,
  returnLifecycleMessages,
} from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import type { ReturnStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { refundedAmountColumns } from '../../db/refunded-amount';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { recordEvent } from '../order-timeline/record-event';
import { queueOrderPush } from '../push/queue-order-push';
import { lockReturn } from './lock-return';
import { settleOrderReturnState } from './order-return-state';
import { recordInspection } from './record-inspection';
import type { ReturnRow } from './return-json';
import { claimReturnUnits, releaseReturnUnits } from './return-line-units';
import { queueReturnStatusMail } from './return-mail';
import { inspectionSummary } from './return-step-text';

type RefundRow = typeof refunds.$inferSelect;
type Person = { id: string; name: string };
type NewReturn = Omit<typeof returns.$inferInsert, 'status' | 'quantity' | 'orderItemId' | 'productId'>;

export type ReturnChange =
  | {
      kind: 'request';
      values: NewReturn & { orderId: string; id: string };
      item: { id: string; title: string; productId: string | null };
      quantity: number;
      by: Person;
      contact: { email: string; name: string };
    }
  | { kind: 'withdraw'; returnId: string; userId: string; by: Person }
  | { kind: 'review'; returnId: string; to: ReturnStatus; by: Person }
  | {
      kind: 'pickup-booked';
      returnId: string;
      shipment: { shipRocketOrderId: string; shipmentId: string; awb: string | null; courierName: string | null };
      by: Person;
    }
  | { kind: 'picked-up'; returnId: string; at: Date; awb: string | null }
  | { kind: 'received'; returnId: string; units: { outcome: ReturnUnitOutcome; note: string }[]; by: Person }
  | { kind: 'refund-override'; returnId: string; reason: string; by: Person }
  | { kind: 'refunded'; returnId: string; refund: RefundRow; gatewayRefundId: string | null };

/**
 * The ONE writer of a return's state and of the order state a return causes (docs/decisions/189):
 * the return's status and facts, the order line's returned units, the order's status and
 * returnStatus, and, when a return's refund completes, the order's refunded total and payment
 * state. It takes the ORDER's row lock first, then the return's (lock-return.ts), and writes the
 * stock move, timeline entry and shopper's mail in the caller's transaction: all or nothing.
 * Returns the return row as left (null once withdrawn).
 */
export async function transitionReturn(tx: Db, change: ReturnChange): Promise<ReturnRow | null> {
  if (change.kind === 'request') return requestReturnRow(tx, change);
  const { order, ret } = await lockReturn(tx, change.returnId, change.kind === 'withdraw' ? change.userId : undefined);
  const [item] = ret.orderItemId ? await tx.select().from(orderItems).where(eq(orderItems.id, ret.orderItemId)) : [];
  const title = item?.title ?? 'your item';
  const now = new Date();
  const step = (
    key: ReturnStepKey,
    actor: Actor,
    by: Person | null,
    summary: string,
    detail: string | null,
    at = now,
  ) =>
    recordEvent(tx, {
      orderId: order.id,
      kind: key === 'pickupBooked' || key === 'pickedUp' ? 'shipment' : key === 'refunded' ? 'refund' : 'status',
      actor,
      by,
      summary,
      data: { returnId: ret.id, step: key, detail },
      at,
    });
  const update = async (set: Partial<typeof returns.$inferInsert>) => {
    const [row] = await tx
      .update(returns)
      .set({ ...set, updatedAt: now })
      .where(eq(returns.id, ret.id))
      .returning();
    return row ?? null;
  };
  let after: ReturnRow | null = ret;

  switch (change.kind) {
    case 'withdraw': {
      if (ret.status !== 'Requested' || ret.refundedAt) throw ApiError.conflict(returnMessages.cannotCancel);
      const [refund] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.returnId, ret.id)).limit(1);
      if (refund) throw ApiError.conflict(returnMessages.cannotCancel);
      await tx.delete(returns).where(eq(returns.id, ret.id));
      if (item) await releaseReturnUnits(tx, item.id, ret.quantity);
      await recordEvent(tx, {
        orderId: order.id,
        kind: 'status',
        actor: 'customer',
        by: change.by,
        summary: `Return of ${title} withdrawn by the shopper`,
        data: { returnId: ret.id },
        at: now,
      });
      after = null;
      break;
    }
    case 'review': {
      const blocker = returnChangeBlocker(ret.status, change.to);
      if (blocker) throw ApiError.conflict(blocker);
      // A refund on its way to the provider decides the return's fate; the selector waits for it.
      const [live] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.returnId, ret.id), ne(refunds.status, 'failed')));
      if (live) throw ApiError.conflict(returnLifecycleMessages.refundPending);
      after = await update({ status: change.to });
      const key = change.to === 'Rejected' ? 'rejected' : 'approved';
      await step(key, 'admin', change.by, `Return of ${title}: ${ret.status} → ${change.to}`, null);
      if (change.to !== 'Refunded')
        await queueReturnStatusMail(tx, { orderId: order.id, status: change.to, productTitle: title });
      await queueOrderPush(tx, {
        kind: 'return',
        orderId: order.id,
        returnId: ret.id,
        status: change.to,
        productTitle: title,
      });
      break;
    }
    case 'pickup-booked': {
      const blocker = pickupBlocker({
        status: ret.status,
        refundState: null,
        pickupBooked: !!ret.shipRocketOrderId,
        received: false,
      });
      if (blocker) throw ApiError.conflict(blocker);
      const { shipment } = change;
      after = await update({
        status: 'Pickup Booked',
        shipRocketOrderId: shipment.shipRocketOrderId,
        shipmentId: shipment.shipmentId,
        tracking: shipment.awb,
        courierName: shipment.courierName,
        pickupRequestedAt: now,
      });
      const detail = [shipment.awb ? `AWB ${shipment.awb}` : null, shipment.courierName].filter(Boolean).join(' with ');
      await step(
        'pickupBooked',
        'admin',
        change.by,
        `Return pickup of ${title} booked${detail ? ` (${detail})` : ''}`,
        detail || null,
      );
      await queueReturnStatusMail(tx, {
        orderId: order.id,
        status: 'Pickup Booked',
        productTitle: title,
        awb: shipment.awb,
      });
      break;
    }
    case 'picked-up': {
      // Once, from the courier's scan; a parcel already received at the workshop needs no news.
      if (ret.pickedUpAt || ret.receivedAt) return ret;
      // The courier's time, kept between the booking and now: a courier's clock off from ours
      // must not put the collection before the booking or in the future.
      const booked = ret.pickupRequestedAt?.getTime() ?? 0;
      const at = new Date(Math.max(booked, Math.min(change.at.getTime(), now.getTime())));
      after = await update({
        pickedUpAt: at,
        ...(ret.status === 'Pickup Booked' ? { status: 'Picked Up' } : {}),
      });
      const detail = change.awb ? `AWB ${change.awb}` : null;
      await step(
        'pickedUp',
        'system',
        null,
        `Return of ${title} picked up by the courier${detail ? ` (${detail})` : ''}`,
        detail,
        at,
      );
      await queueReturnStatusMail(tx, { orderId: order.id, status: 'Picked Up', productTitle: title });
      break;
    }
    case 'received': {
      const blocker = receiveBlocker({
        status: ret.status,
        refundState: null,
        pickupBooked: false,
        received: !!ret.receivedAt,
      });
      if (blocker) throw ApiError.conflict(blocker);
      if (change.units.length !== ret.quantity) {
        const message = inspectionMessages.unitCount(ret.quantity);
        throw ApiError.badRequest(message, { units: message });
      }
      const restocked = await recordInspection(tx, { ret, orderId: order.id, units: change.units, by: change.by, now });
      // Refunded early by override: the status stays final, the receipt is recorded beside it.
      const status = BEFORE_RECEIPT.includes(ret.status) ? { status: 'Received' as const } : {};
      after = await update({ ...status, receivedAt: now, receivedBy: change.by.name });
      const detail = inspectionSummary(change.units, restocked);
      await step('received', 'admin', change.by, `Return of ${title} received — ${detail}`, detail);
      await queueReturnStatusMail(tx, { orderId: order.id, status: 'Received', productTitle: title });
      break;
    }
    case 'refund-override': {
      after = await update({ refundOverrideReason: change.reason });
      await step(
        'refundOverride',
        'admin',
        change.by,
        `Refund of ${title} before the goods are back: ${change.reason}`,
        change.reason,
      );
      break;
    }
    case 'refunded': {
      const { refund } = change;
      if (ret.status !== 'Refunded')
        after = await update({
          status: 'Refunded',
          refundId: change.gatewayRefundId ?? refund.reference,
          refundMethod: REFUND_METHOD_LABEL[refund.method],
          refundedAt: now,
        });
      await tx
        .update(orders)
        .set({
          ...refundedAmountColumns(refund.amountPaise),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      const how = `${REFUND_METHOD_LABEL[refund.method]}${refund.reference ? `, ref. ${refund.reference}` : ''}`;
      const detail = `${formatPaise(refund.amountPaise)} (${how})`;
      await step('refunded', 'system', null, `Refund of ${detail} completed for the return of ${title}`, detail);
      break;
    }
  }
  await settleOrderReturnState(tx, order, now);
  return after;
}

/** A new return: the order is locked first, then the units are claimed (never more than the line has). */
async function requestReturnRow(tx: Db, change: Extract<ReturnChange, { kind: 'request' }>): Promise<ReturnRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, change.values.orderId)).for('update');
  if (!order || !RETURNABLE_ORDER_STATUSES.includes(order.status)) throw ApiError.conflict(returnMessages.notDelivered);
  if (!(await claimReturnUnits(tx, change.item.id, change.quantity, change.values.id)))
    throw ApiError.conflict(returnMessages.alreadyReturned);
  const [row] = await tx
    .insert(returns)
    .values({
      ...change.values,
      orderItemId: change.item.id,
      productId: change.item.productId,
      status: 'Requested',
      quantity: change.quantity,
    })
    .returning();
  if (!row) throw new Error('the return was not written');
  const units = change.quantity > 1 ? ` (${change.quantity} units)` : '';
  await recordEvent(tx, {
    orderId: order.id,
    kind: 'status',
    actor: 'customer',
    by: change.by,
    summary: `Return of ${change.item.title}${units} requested: ${row.reason}`,
    data: { returnId: row.id, step: 'requested', detail: row.reason },
    at: row.requestedAt,
  });
  // 'We have your return request', queued with the return: sent exactly when it exists.
  await queueReturnStatusMail(tx, {
    orderId: order.id,
    status: 'Requested',
    productTitle: change.item.title,
    contact: change.contact,
  });
  await settleOrderReturnState(tx, order, row.requestedAt);
  return row;
}
