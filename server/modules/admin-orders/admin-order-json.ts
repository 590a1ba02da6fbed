import { eq } from 'drizzle-orm';
import type { Order, OrderItem } from '../../../contract/order';
import type { PackingOrder } from '../../../contract/packing';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { loadOrderItems, type OrderRow, orderItemJson, orderJson } from '../orders/order-json';

/*
 * The back office's views of orders, built on the one serializer of the contract Order
 * (orders/order-json.ts); the admin adds only each line's article code where it needs it.
 */

export type { OrderRow };
export type AdminOrderItem = OrderItem & { articleCode: string | null };

/** The lines of these orders with their article codes, in one query. */
export async function loadItems(db: Db, orderIds: string[]): Promise<Map<string, AdminOrderItem[]>> {
  const lines = await loadOrderItems(db, orderIds);
  return new Map(
    [...lines].map(([orderId, items]) => [
      orderId,
      items.map((item) => ({ ...orderItemJson(item), articleCode: item.articleCode })),
    ]),
  );
}

/** Rows as contract Orders, all lines loaded in one query. */
export async function toOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const lines = await loadOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => orderJson(row, lines.get(row.id) ?? []));
}

/** Rows with each line's article code kept (the packing desk). */
export async function toPackingOrders(db: Db, rows: OrderRow[]): Promise<PackingOrder[]> {
  const lines = await loadOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const items = [...(lines.get(row.id) ?? [])].sort((a, b) => a.position - b.position);
    const cart = items.map((item) => ({ ...orderItemJson(item), articleCode: item.articleCode }));
    return { ...orderJson(row, items), cart };
  });
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}
