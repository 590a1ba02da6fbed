import { eq } from 'drizzle-orm';
import type { Order } from '../../../contract/order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { recordEvent } from '../order-timeline/record-event';
import { transitionOrder } from '../orders/transition-order';
import { getOrder, orderNotFound, staffOf } from './change-status';

/** On its way: a new tracking value corrects the parcel's number and does not ship it again. */
const IN_TRANSIT = new Set<string>(['Shipped', 'Out for Delivery']);

/**
 * Saves the tracking value (spec 001 s4: "Adding tracking sets status Shipped";
 * docs/decisions/150). An order not yet shipped moves to Shipped through the one lifecycle,
 * which queues the shopper's "shipped" mail with the tracking, or answers 409 when the table
 * does not allow it (a Delivered or Cancelled order). An order already on its way keeps its
 * status: only the value changes, with a timeline entry and no second mail.
 */
export async function addTracking(db: Db, id: string, tracking: string, staff: UserRow): Promise<Order> {
  const by = staffOf(staff);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw orderNotFound(id);
    if (!IN_TRANSIT.has(row.status)) {
      await transitionOrder(tx, {
        orderId: id,
        to: 'Shipped',
        actor: 'admin',
        by,
        tracking,
        note: `tracking ${tracking}`,
        notFound: () => orderNotFound(id),
      });
      return;
    }
    if (row.tracking === tracking) return;
    await tx.update(orders).set({ tracking, updatedAt: new Date() }).where(eq(orders.id, id));
    await recordEvent(tx, {
      orderId: id,
      kind: 'shipment',
      actor: 'admin',
      by,
      summary:
        row.tracking === 'NA' ? `Tracking set to ${tracking}` : `Tracking changed from ${row.tracking} to ${tracking}`,
      data: { from: row.tracking, to: tracking },
    });
  });
  return getOrder(db, id);
}
