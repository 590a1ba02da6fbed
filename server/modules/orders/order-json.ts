import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { rupeesFromPaise } from '../../../contract/money';
import type { LineReturn, Order, OrderItem } from '../../../contract/order';
import type { PaymentMethod } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orderItems, orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
/** An order line with its product's current stock (0 when the product is gone), article code and returns. */
export type OrderItemWithStock = OrderItemRow & {
  inventory: number;
  articleCode: string | null;
  returns?: LineReturn[];
};

/** Where an order's invoice is downloaded from; its `invoice` field. */
export function invoicePath(orderId: string): string {
  return `/api/orders/invoice/${orderId}`;
}

export function orderItemJson(item: OrderItemWithStock): OrderItem {
  const price = rupeesFromPaise(item.pricePaise);
  return {
    _id: item.id,
    productId: item.productId ?? '',
    title: item.title,
    price,
    image: item.image,
    size: item.size,
    quantity: item.quantity,
    slug: item.slug,
    inventory: item.inventory,
    cartValue: rupeesFromPaise(item.pricePaise * item.quantity),
    discount: rupeesFromPaise(item.discountPaise),
    returned: item.returned,
    returnId: item.returnId,
    returnedQuantity: item.returnedQuantity,
    returns: item.returns ?? [],
  };
}

/** One order row and its lines as the contract's Order (the one serializer; admin reuses it). */
export function orderJson(row: OrderRow, items: OrderItemWithStock[]): Order {
  return {
    _id: row.id,
    status: row.status,
    totalAmount: rupeesFromPaise(row.totalPaise),
    subtotalAmount: rupeesFromPaise(row.totalPaise + row.discountPaise),
    offerCode: row.offerCode,
    discountAmount: rupeesFromPaise(row.discountPaise),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deliveryDate: row.deliveryDate?.toISOString() ?? null,
    address: row.address,
    cart: [...items].sort((a, b) => a.position - b.position).map(orderItemJson),
    paymentMethod: [row.paymentMethod as PaymentMethod],
    razorpayOrderId: row.razorpayOrderId,
    tracking: row.tracking,
    invoice: invoicePath(row.id),
    user: row.userId ?? '',
    courierName: row.courierName,
    shipRocketOrderId: row.shipRocketOrderId,
    shipmentId: row.shipmentId,
    fulfillmentStatus: row.fulfillmentStatus,
    paymentStatus: row.paymentStatus,
    cancelReason: row.cancelReason,
    refundedAmount: rupeesFromPaise(row.refundedPaise),
    returnStatus: row.returnStatus,
  };
}

/** The lines of these orders with current stock and their returns, in two queries, grouped by order id. */
export async function loadOrderItems(db: Db, orderIds: string[]): Promise<Map<string, OrderItemWithStock[]>> {
  const byOrder = new Map<string, OrderItemWithStock[]>();
  if (orderIds.length === 0) return byOrder;
  const returnsByLine = new Map<string, LineReturn[]>();
  const returnRows = await db
    .select({ id: returns.id, itemId: returns.orderItemId, quantity: returns.quantity, status: returns.status })
    .from(returns)
    .where(inArray(returns.orderId, orderIds))
    .orderBy(asc(returns.requestedAt), asc(returns.id));
  for (const row of returnRows) {
    if (!row.itemId) continue;
    const list = returnsByLine.get(row.itemId) ?? [];
    list.push({ _id: row.id, quantity: row.quantity, status: row.status });
    returnsByLine.set(row.itemId, list);
  }
  const rows = await db
    .select({ item: orderItems, inventory: products.inventory, articleCode: products.articleCode })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const { item, inventory, articleCode } of rows) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({ ...item, inventory: inventory ?? 0, articleCode, returns: returnsByLine.get(item.id) ?? [] });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

/** Orders matching `where`, newest first, with their lines: two queries whatever the count. */
export async function loadOrders(
  db: Db,
  where: SQL | undefined,
  page: { limit?: number; offset?: number } = {},
): Promise<Order[]> {
  let query = db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  const rows = await query;
  const items = await loadOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => orderJson(row, items.get(row.id) ?? []));
}

/** One order by id (no ownership check: callers add theirs to `where`). */
export async function loadOrder(db: Db, where: SQL): Promise<Order | undefined> {
  const [order] = await loadOrders(db, where, { limit: 1 });
  return order;
}
