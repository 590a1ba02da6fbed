import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/settings';

export const VAPID_KEYS_SETTING = 'vapid_keys';

export type VapidKeys = { publicKey: string; privateKey: string };
export type LoadedVapidKeys = VapidKeys & { source: 'VAPID_PUBLIC_KEY' | 'database' };

function parseStored(value: string): VapidKeys | null {
  try {
    const parsed = JSON.parse(value) as Partial<VapidKeys>;
    return typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string'
      ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
      : null;
  } catch {
    return null;
  }
}

/**
 * The shop's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else one
 * pair generated once and kept in the database, as the session secret is (lib/jwt-secret.ts,
 * docs/decisions/154): every instance signs with the same key, which browsers tie each
 * subscription to. The first instance to ask creates it; concurrent starters race on the
 * primary key and all read back the pair that won.
 */
export async function loadVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<LoadedVapidKeys> {
  if (configured) return { ...configured, source: 'VAPID_PUBLIC_KEY' };
  const candidate = webpush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key: VAPID_KEYS_SETTING, value: JSON.stringify(candidate) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, VAPID_KEYS_SETTING));
  const stored = row ? parseStored(row.value) : null;
  if (!stored) throw new Error(`The settings row ${VAPID_KEYS_SETTING} is missing or not a VAPID key pair`);
  return { ...stored, source: 'database' };
}
