import { ECDH } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type PushSubscriptionInput, pushMessages } from '../../../contract/push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';

/** The contract checks the key's length; only a point on the P-256 curve can be encrypted to. */
function isP256Point(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Remembers this device for the shopper (docs/decisions/211). Sending the same subscription
 * again refreshes its keys. An endpoint that is another shopper's stays theirs: the one
 * statement only updates a row whose owner is the caller, so nobody can take over, or learn
 * anything of, another shopper's device; the caller gets a 409 and a new subscription of its own.
 */
export async function subscribeDevice(db: Db, userId: string, input: PushSubscriptionInput): Promise<void> {
  if (!isP256Point(input.keys.p256dh))
    throw ApiError.badRequest(pushMessages.p256dhInvalid, { 'keys.p256dh': pushMessages.p256dhInvalid });
  const now = new Date();
  const [kept] = await db
    .insert(pushSubscriptions)
    .values({
      id: newObjectId(now),
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: input.keys.p256dh, auth: input.keys.auth, updatedAt: now },
      setWhere: sql`${pushSubscriptions.userId} = ${userId}`,
    })
    .returning({ id: pushSubscriptions.id });
  if (!kept) throw ApiError.conflict(pushMessages.otherAccount);
}

/**
 * Forgets this device for the shopper: only their own row with that endpoint goes. The answer is
 * the same whether there was one, so it tells nothing about other shoppers' devices.
 */
export async function unsubscribeDevice(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
