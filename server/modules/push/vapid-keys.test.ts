import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { settings } from '../../db/schema/settings';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { loadVapidKeys, VAPID_KEYS_SETTING } from './vapid-keys';

describe.each(TEST_DATABASE_KINDS)('loadVapidKeys on %s', (kind) => {
  const t = useTestApp(kind);
  const stored = () => t.db.select().from(settings).where(eq(settings.key, VAPID_KEYS_SETTING));

  it('uses VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set and writes nothing', async () => {
    const configured = webpush.generateVAPIDKeys();
    expect(await loadVapidKeys(t.db, configured)).toEqual({ ...configured, source: 'VAPID_PUBLIC_KEY' });
    expect(await stored()).toEqual([]);
  });

  it('generates one key pair for every instance, however many ask at once, and keeps it', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => loadVapidKeys(t.db, undefined)));
    const pairs = new Set(answers.map((answer) => `${answer.publicKey}/${answer.privateKey}`));
    expect(pairs.size).toBe(1);
    const [first] = answers;
    expect(first?.source).toBe('database');
    expect(Buffer.from(first?.publicKey ?? '', 'base64url')).toHaveLength(65);
    expect(Buffer.from(first?.privateKey ?? '', 'base64url')).toHaveLength(32);
    expect(await stored()).toHaveLength(1);
    // A later start reads the same pair: browsers' subscriptions stay valid across restarts.
    expect((await loadVapidKeys(t.db, undefined)).publicKey).toBe(first?.publicKey);
  });
});
