import { and, eq, gt, ne, notInArray, sql } from 'drizzle-orm';
import type { PackingClaim } from '../../../contract/packing';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { claimAnswer, claimableBy, leaseEnd, type Packer, queueOrder, readyToPackSql } from './packing-desk';
import { leaseProblem } from './packing-lease';

/**
 * `POST /api/admin/packing/claim`: the packer's own live claim if it has one, else the oldest
 * order ready to pack that no other tablet holds (skipped ones last), leased for a few minutes.
 *
 * Two tablets never get the same order: the candidate is chosen and locked in one statement
 * (`UPDATE … WHERE id = (SELECT … LIMIT 1 FOR UPDATE SKIP LOCKED)`), so a concurrent claim
 * skips the row another claim is taking and takes the next one, and a row taken meanwhile is
 * re-checked against the WHERE under its lock. `exclude` keeps an order just skipped from being
 * handed straight back.
 */
export async function claimNext(db: Db, packer: Packer, options: { exclude?: string[] } = {}): Promise<PackingClaim> {
  const ownLive = and(eq(orders.packerId, packer.sessionId), gt(orders.packingLeaseUntil, sql`now()`));
  const exclude = options.exclude?.length ? notInArray(orders.id, options.exclude) : undefined;
  const candidate = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(readyToPackSql, claimableBy(packer.sessionId), exclude))
    .orderBy(sql`case when ${ownLive} then 0 else 1 end`, ...queueOrder)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(orders)
    .set({ packerId: packer.sessionId, packingLeaseUntil: leaseEnd })
    .where(sql`${orders.id} = (${candidate})`)
    .returning();
  return claimAnswer(db, packer, row);
}

/**
 * The claim of one named order (opened from a link to it). It is taken only when ready and not
 * held by another tablet, in one conditional update; a tablet packs one order at a time, so any
 * other claim of this packer is let go first.
 */
export async function claimOrder(db: Db, packer: Packer, orderId: string): Promise<PackingClaim> {
  await db
    .update(orders)
    .set({ packerId: null, packingLeaseUntil: null })
    .where(and(eq(orders.packerId, packer.sessionId), ne(orders.id, orderId)));
  const [row] = await db
    .update(orders)
    .set({ packerId: packer.sessionId, packingLeaseUntil: leaseEnd })
    .where(and(eq(orders.id, orderId), readyToPackSql, claimableBy(packer.sessionId)))
    .returning();
  if (!row) throw await leaseProblem(db, orderId, packer, true);
  return claimAnswer(db, packer, row);
}
