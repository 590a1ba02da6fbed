import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';

/**
 * A claimed push is not due again for this long, so another instance does not send it while
 * this one is: longer than a push request may take (push-service.ts waits 30 s).
 */
export const PUSH_CLAIM_LEASE_MINUTES = 2;

export type ClaimedPush = typeof pushOutbox.$inferSelect & {
  device: { endpoint: string; keys: { p256dh: string; auth: string } };
};

/**
 * Takes up to `limit` due pushes with their devices, as the mail outbox claims its messages
 * (modules/outbox/claim-due-messages.ts): rows picked FOR UPDATE SKIP LOCKED and re-checked by
 * the UPDATE, the attempt counted and the row leased, committed before anything is sent. Two
 * dispatchers never claim the same push.
 */
export async function claimDuePushes(db: Db, now: Date, limit: number): Promise<ClaimedPush[]> {
  const due = and(eq(pushOutbox.status, 'pending'), lte(pushOutbox.nextAttemptAt, now));
  const picked = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(due)
    .orderBy(asc(pushOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({
      attempts: sql`${pushOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + PUSH_CLAIM_LEASE_MINUTES * 60_000),
    })
    .where(and(inArray(pushOutbox.id, picked), due))
    .returning();
  if (claimed.length === 0) return [];
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((row) => row.subscriptionId),
      ),
    );
  const byId = new Map(devices.map((device) => [device.id, device]));
  // Oldest first: an order's Shipped goes before its Delivered.
  return claimed
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .flatMap((row) => {
      const device = byId.get(row.subscriptionId);
      // A device forgotten meanwhile took its pushes with it (ON DELETE CASCADE).
      return device
        ? [{ ...row, device: { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } } }]
        : [];
    });
}
