import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { READY_TO_FULFIL } from '../../../contract/order-lifecycle/status-graph';
import { PACKING_LEASE_MS, type PackingClaim, type PackingOrder } from '../../../contract/packing';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { type OrderRow, toPackingOrders } from './admin-order-json';

/*
 * What every packing-desk operation shares (docs/decisions/146): which orders are ready, which
 * are free to claim, the queue's order, and the claim's answer.
 */

export const PACKING_QUEUE_LIMIT = 50;

/**
 * Who holds a claim: the admin session, i.e. one signed-in tablet. Staff often share one
 * account across tablets, so the user id alone would hand two tablets the same order; the
 * timeline still names the staff member (userId, email).
 */
export type Packer = { sessionId: string; userId: string; email: string };

/** The SQL twin of contract readyToPack(): paid online, or cash on delivery still to collect, and not yet packed. */
export const readyToPackSql = and(
  inArray(orders.status, [...READY_TO_FULFIL]),
  or(eq(orders.paymentStatus, 'paid'), and(eq(orders.paymentMethod, 'COD'), eq(orders.paymentStatus, 'cod_due'))),
) as SQL;

/**
 * Lease times come from the database's clock, never the API instance's: several instances
 * behind a load balancer must agree on when a claim ran out.
 */
export const leaseEnd = sql`now() + ${sql.raw(`interval '${PACKING_LEASE_MS / 1000} seconds'`)}`;

/** No live claim on the order, or the live claim is this packer's own. */
export function claimableBy(sessionId?: string): SQL {
  const free = or(isNull(orders.packerId), isNull(orders.packingLeaseUntil), lt(orders.packingLeaseUntil, sql`now()`));
  return (sessionId ? or(free, eq(orders.packerId, sessionId)) : free) as SQL;
}

/** Oldest first; an order skipped at the desk waits behind every order never skipped. */
export const queueOrder = [sql`${orders.packingSkippedAt} asc nulls first`, asc(orders.createdAt), asc(orders.id)];

/** `GET /api/admin/packing/queue`: the orders ready to pack, in the order claims take them. */
export async function packingQueue(db: Db, limit = PACKING_QUEUE_LIMIT): Promise<PackingOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(readyToPackSql)
    .orderBy(...queueOrder)
    .limit(limit);
  return toPackingOrders(db, rows);
}

/** Orders ready to pack that no tablet holds now, and those other tablets hold. */
export async function queueCounts(db: Db, sessionId: string): Promise<{ waiting: number; elsewhere: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${claimableBy()})`.mapWith(Number),
      elsewhere: sql<number>`count(*) filter (where not ${claimableBy(sessionId)})`.mapWith(Number),
    })
    .from(orders)
    .where(readyToPackSql);
  return { waiting: row?.waiting ?? 0, elsewhere: row?.elsewhere ?? 0 };
}

/** The answer of a claim: the order held (with its lease and last skip), or none, and the queue's counts. */
export async function claimAnswer(db: Db, packer: Packer, row: OrderRow | undefined): Promise<PackingClaim> {
  const counts = await queueCounts(db, packer.sessionId);
  if (!row) return { order: null, leaseUntil: null, lastSkip: null, ...counts };
  const [order] = await toPackingOrders(db, [row]);
  return {
    order: order ?? null,
    leaseUntil: row.packingLeaseUntil?.toISOString() ?? null,
    lastSkip:
      row.packingSkippedAt && row.packingNote
        ? { at: row.packingSkippedAt.toISOString(), note: row.packingNote }
        : null,
    ...counts,
  };
}
