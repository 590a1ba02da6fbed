import { eq } from 'drizzle-orm';
import { rupeesFromPaise } from '../../../contract/money';
import type { OrderEventKind } from '../../../contract/order-lifecycle/events';
import {
  type OrderPush,
  type OrderPushFacts,
  orderPushTag,
  orderPushUrl,
  PUSHED_RETURN_STATUSES,
} from '../../../contract/order-push';
import type { RefundMethod } from '../../../contract/return-lifecycle';
import type { ReturnStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';
import { newObjectId } from '../../lib/object-id';
import { orderStepText, type PushText, refundText, returnReviewText } from './push-texts';

type OrderRow = typeof orders.$inferSelect;

/** What moved, as the places that queue a push know it. */
export type OrderNews =
  /** The order's status changed (transition-order.ts); only PUSHED_ORDER_STATUSES are pushed. */
  | { kind: 'status'; order: OrderRow }
  /** Money went back (refunds.ts). */
  | { kind: 'refund'; orderId: string; returnId: string | null; amountPaise: number; method: RefundMethod }
  /** Staff reviewed a return (transition-return.ts); only approved or rejected are pushed. */
  | { kind: 'return'; orderId: string; returnId: string; status: ReturnStatus; productTitle: string };

function factsOf(row: OrderRow): OrderPushFacts {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    refundedAmount: rupeesFromPaise(row.refundedPaise),
    returnStatus: row.returnStatus,
    updatedAt: row.updatedAt.toISOString(),
    deliveryDate: row.deliveryDate?.toISOString() ?? null,
    tracking: row.tracking,
    courierName: row.courierName,
  };
}

/** The line's return a change moved, for the mirrored order's line. */
function lineReturnOf(news: OrderNews): Pick<OrderPush, 'lineReturn'> {
  if (news.kind === 'return') return { lineReturn: { _id: news.returnId, status: news.status } };
  if (news.kind === 'refund' && news.returnId) return { lineReturn: { _id: news.returnId, status: 'Refunded' } };
  return {};
}

function textOf(news: OrderNews, row: OrderRow): { text: PushText; kind: OrderEventKind } | null {
  if (news.kind === 'status') {
    const text = orderStepText(row);
    return text ? { text, kind: 'status' } : null;
  }
  if (news.kind === 'refund') return { text: refundText(row.id, news.amountPaise, news.method), kind: 'refund' };
  if (!PUSHED_RETURN_STATUSES.includes(news.status)) return null;
  return { text: returnReviewText(row.id, news.status === 'Approved', news.productTitle), kind: 'status' };
}

/**
 * Queues a push about this change to each device the order's shopper switched order news on
 * for, in the change's own transaction (docs/decisions/213): it goes exactly when the change
 * commits, one per change and device, and the push-dispatch job sends it. A guest order, a
 * shopper with no device, or a change that is not pushed queues nothing. The payload is built
 * from this order alone and goes only to its own shopper's devices.
 */
export async function queueOrderPush(tx: Db, news: OrderNews): Promise<number> {
  const row =
    news.kind === 'status' ? news.order : (await tx.select().from(orders).where(eq(orders.id, news.orderId)))[0];
  if (!row?.userId) return 0;
  const words = textOf(news, row);
  if (!words) return 0;
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, row.userId));
  if (devices.length === 0) return 0;
  const now = new Date();
  const payload: OrderPush = {
    ...words.text,
    url: orderPushUrl(row.id),
    tag: orderPushTag(row.id),
    orderId: row.id,
    order: factsOf(row),
    ...lineReturnOf(news),
    event: {
      _id: newObjectId(now),
      at: now.toISOString(),
      kind: words.kind,
      actor: 'system',
      summary: words.text.title,
    },
  };
  await tx.insert(pushOutbox).values(
    devices.map((device) => ({
      id: newObjectId(now),
      subscriptionId: device.id,
      orderId: row.id,
      payload,
      // Due now by the servers' clock, the one the dispatcher compares with.
      nextAttemptAt: now,
    })),
  );
  return devices.length;
}
