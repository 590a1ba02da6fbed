import { and, eq, sql } from 'drizzle-orm';
import { readyToPack } from '../../../contract/order-lifecycle/status-graph';
import { type PackingLease, type PackingRelease, packingMessages } from '../../../contract/packing';
import { orderStatusLabel } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { sessions, users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { claimableBy, leaseEnd, type Packer, readyToPackSql } from './packing-desk';

/**
 * Why a conditional update on the order's claim matched nothing, as the error to answer: gone
 * (404), no longer ready (409), held by another tablet (409, naming who), or never claimed.
 * `claiming` words the not-ready case for a first claim rather than a held one.
 */
export async function leaseProblem(db: Db, id: string, packer: Packer, claiming = false): Promise<ApiError> {
  const [row] = await db
    .select({
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      packerId: orders.packerId,
      live: sql<boolean>`coalesce(${orders.packingLeaseUntil} > now(), false)`,
      holder: users.email,
    })
    .from(orders)
    .leftJoin(sessions, eq(sessions.id, orders.packerId))
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(orders.id, id));
  if (!row) return ApiError.notFound(`No order found with ID: ${id}`);
  if (!readyToPack(row))
    return ApiError.conflict(
      claiming ? packingMessages.notReady : packingMessages.noLongerReady(orderStatusLabel(row.status)),
    );
  if (row.packerId && row.packerId !== packer.sessionId && row.live)
    return ApiError.conflict(packingMessages.heldElsewhere(row.holder));
  return ApiError.conflict(packingMessages.notClaimed);
}

/**
 * `POST /api/admin/packing/{id}/renew`: the open page keeps holding its order. It holds it again
 * whenever no other tablet has a live claim on it: after its own claim ran out while the tablet
 * slept, or after a release it did not mean (a page remounted). Another tablet's live claim
 * wins: 409 naming who has it.
 */
export async function renewLease(db: Db, packer: Packer, id: string): Promise<PackingLease> {
  const [row] = await db
    .update(orders)
    .set({ packerId: packer.sessionId, packingLeaseUntil: leaseEnd })
    .where(and(eq(orders.id, id), readyToPackSql, claimableBy(packer.sessionId)))
    .returning({ leaseUntil: orders.packingLeaseUntil });
  if (!row?.leaseUntil) throw await leaseProblem(db, id, packer);
  return { leaseUntil: row.leaseUntil.toISOString() };
}

/**
 * `POST /api/admin/packing/{id}/release`: the page is closing. Releasing a claim that is not
 * ours (taken over, or already packed) is not an error: there is nothing left to let go of.
 */
export async function releaseLease(db: Db, packer: Packer, id: string): Promise<PackingRelease> {
  const rows = await db
    .update(orders)
    .set({ packerId: null, packingLeaseUntil: null })
    .where(and(eq(orders.id, id), eq(orders.packerId, packer.sessionId)))
    .returning({ id: orders.id });
  return { released: rows.length > 0 };
}
