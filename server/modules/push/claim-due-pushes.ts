import { eq, inArray } from 'drizzle-orm';
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
 * Claimed pushes in full, with the devices they go to (the outboxes' claimer, outbox/
 * claim-due-rows.ts, takes them). A device forgotten meanwhile took its pushes with it
 * (ON DELETE CASCADE), so every push read has its device.
 */
export async function readClaimedPushes(db: Db, ids: string[]): Promise<ClaimedPush[]> {
  const rows = await db
    .select({ push: pushOutbox, device: pushSubscriptions })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(inArray(pushOutbox.id, ids));
  return rows.map(({ push, device }) => ({
    ...push,
    device: { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
  }));
}
