import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderEvent, OrderEventKind } from '../../../contract/order-lifecycle/events';
import type { Actor } from '../../../contract/order-lifecycle/status-graph';
import { orderStatusLabel } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema/orders';
import { newObjectId } from '../../lib/object-id';

export type EventInput = {
  orderId: string;
  kind: OrderEventKind;
  actor: Actor;
  /** Who acted: a staff member or the shopper; omitted for the system. */
  by?: { id: string; name: string } | null;
  summary: string;
  data?: Record<string, unknown>;
  at?: Date;
};

/**
 * Writes one entry of the order's timeline, inside the caller's transaction, so an entry
 * exists exactly when the change it describes committed (docs/decisions/148).
 */
export async function recordEvent(tx: Db, event: EventInput): Promise<void> {
  const at = event.at ?? new Date();
  await tx.insert(orderEvents).values({
    id: newObjectId(at),
    orderId: event.orderId,
    at,
    kind: event.kind,
    actor: event.actor,
    actorId: event.by?.id ?? null,
    actorName: event.by?.name ?? null,
    summary: event.summary,
    data: event.data ?? null,
  });
}

/**
 * A status change as the shopper reads it: the new status's label, without staff's details
 * (stock moves, corrections). Other entries read the same for both.
 */
function shopperSummary(row: typeof orderEvents.$inferSelect): string {
  // Return entries (they carry a returnId) already read well for the shopper.
  const to = row.kind === 'status' && !row.data?.returnId ? row.data?.to : undefined;
  return typeof to === 'string'
    ? (SHOPPER_STATUS_TEXT[to] ?? `Order ${orderStatusLabel(to).toLowerCase()}`)
    : row.summary;
}

const SHOPPER_STATUS_TEXT: Record<string, string> = {
  Paid: 'Payment received',
  Processing: 'Being packed',
  Placed: 'Order placed again',
  Refunded: 'Order refunded',
};

/** The order's timeline, oldest first; `kinds` narrows it (the shopper sees fewer kinds). */
export async function loadEvents(
  db: Db,
  orderId: string,
  options: { kinds?: readonly OrderEventKind[]; withActor?: boolean } = {},
): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(
      options.kinds
        ? and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, [...options.kinds]))
        : eq(orderEvents.orderId, orderId),
    )
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    actor: row.actor,
    ...(options.withActor ? { actorName: row.actorName } : {}),
    summary: options.withActor ? row.summary : shopperSummary(row),
  }));
}
