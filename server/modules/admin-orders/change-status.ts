import { and, eq, gte, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/order';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, products, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { orderStatusMessage } from '../../integrations/mail/messages/order-status-message';
import { findOrderRow, type OrderRow, toOrders } from './admin-order-json';

export const STOCK_UNAVAILABLE = 'Not enough stock to restore this cancelled order';

/** The shopper hears about these; other admin changes are internal steps. */
const MAILED_STATUSES = new Set(['Shipped', 'Delivered', 'Canceled']);

export function orderNotFound(id: string): ApiError {
  return ApiError.notFound(`No order found with ID: ${id}`);
}

/**
 * Moves stock with the status, in the caller's transaction (docs/decisions/092): cancelling
 * returns every line's quantity to its product; leaving Canceled takes it again, all lines or
 * none (409), since a restored order must not sell stock the shop no longer has. Lines whose
 * product was deleted have nothing to return or take. Refunded never moves stock.
 */
async function moveStock(tx: Tx, orderId: string, from: string, to: string): Promise<void> {
  // Refunded is neutral: a refund of a cancelled order leaves its stock returned, and the
  // returns flow decides what a refund after delivery does with the goods.
  const cancelling = to === 'Canceled' && from !== 'Canceled' && from !== 'Refunded';
  const restoring = from === 'Canceled' && to !== 'Canceled' && to !== 'Refunded';
  if (!cancelling && !restoring) return;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    if (!line.productId) continue;
    if (cancelling) {
      await tx
        .update(products)
        .set({ inventory: sql`${products.inventory} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
      continue;
    }
    const taken = await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.inventory, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw ApiError.conflict(STOCK_UNAVAILABLE);
  }
}

export type StatusChange = { status: string; tracking?: string; extra?: Partial<typeof orders.$inferInsert> };

/**
 * Sets an order's status (and any extra columns) under a row lock, moving stock with it.
 * Returns the row before and after.
 */
export async function applyStatus(db: Db, id: string, change: StatusChange) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!before) throw orderNotFound(id);
    await moveStock(tx, id, before.status, change.status);
    const set: Partial<typeof orders.$inferInsert> = { ...change.extra, status: change.status, updatedAt: new Date() };
    if (change.tracking !== undefined) set.tracking = change.tracking;
    if (change.status === 'Delivered' && !before.deliveryDate) set.deliveryDate = new Date();
    const [after] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
    return { before, after: after as OrderRow };
  });
}

/**
 * Tells the shopper about a change worth hearing about. A mail failure is logged and never
 * fails the admin's request: the status is already saved.
 */
export async function notifyStatus(deps: AppDeps, before: OrderRow, after: OrderRow): Promise<void> {
  if (before.status === after.status || !MAILED_STATUSES.has(after.status)) return;
  try {
    let to = after.customerEmail;
    let customerName = after.customerName;
    if (after.userId) {
      const [user] = await deps.db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, after.userId));
      to = user?.email ?? to;
      customerName = user?.firstName ?? customerName;
    }
    if (!to) return;
    const message = orderStatusMessage({
      orderId: after.id,
      status: after.status,
      customerName: customerName || undefined,
      tracking: after.tracking,
      courierName: after.courierName,
      paidOnline: after.paymentMethod !== 'COD' && after.paidAt !== null,
    });
    await deps.integrations.mailer.send({ to, subject: message.subject, text: message.text, html: message.html });
  } catch (error) {
    console.warn(`order ${after.id}: status mail for ${after.status} not sent:`, (error as Error).message);
  }
}

export async function changeStatus(deps: AppDeps, id: string, change: StatusChange): Promise<Order> {
  const { before, after } = await applyStatus(deps.db, id, change);
  await notifyStatus(deps, before, after);
  const [order] = await toOrders(deps.db, [after]);
  return order as Order;
}

export async function getOrder(db: Db, id: string): Promise<Order> {
  const row = await findOrderRow(db, id);
  if (!row) throw orderNotFound(id);
  const [order] = await toOrders(db, [row]);
  return order as Order;
}
