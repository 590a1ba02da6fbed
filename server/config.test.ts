import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type Config, loadConfig } from './config';

const VAPID = webpush.generateVAPIDKeys();
const VAPID_ENV = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey };

const configOf = (env: Record<string, string>): Config => {
  const result = loadConfig(env, '/srv/shop');
  if (!result.ok) throw new Error(result.message);
  return result.config;
};
const messageOf = (env: Record<string, string>): string => {
  const result = loadConfig(env, '/srv/shop');
  if (result.ok) throw new Error('expected the environment to be refused');
  return result.message;
};

describe('loadConfig', () => {
  it('has defaults for a bare environment', () => {
    expect(configOf({})).toEqual({
      port: 8080,
      host: undefined,
      dataDir: '/srv/shop/data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      admin: undefined,
      razorpay: undefined,
      shiprocket: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      publicUrl: undefined,
      vapid: undefined,
      vapidSubject: 'mailto:shop@jutexx.invalid',
      production: false,
      sandboxes: ['payments', 'shipping', 'push'],
      sandboxTestControls: false,
    });
  });

  it('turns the sandbox test controls on only when asked, and only with the shipping sandbox', () => {
    expect(configOf({ SANDBOX_TEST_CONTROLS: '1' })).toMatchObject({ sandboxTestControls: true });
    expect(loadConfig({ SANDBOX_TEST_CONTROLS: '1', SHIPROCKET_EMAIL: 'a@b.in', SHIPROCKET_PASSWORD: 'p' })).toEqual({
      ok: false,
      message: 'Invalid environment: SANDBOX_TEST_CONTROLS needs the shipping sandbox',
    });
    expect(loadConfig({ SANDBOX_TEST_CONTROLS: 'yes' }).ok).toBe(false);
  });

  it('reads every variable', () => {
    const config = configOf({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/jutexx',
      DATABASE_URL: 'postgres://shop:pw@db:5432/jutexx',
      JWT_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: 'Owner@Jutexx.IN',
      ADMIN_PASSWORD: 'long-enough',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      SHIPROCKET_EMAIL: 'ship@jutexx.in',
      SHIPROCKET_PASSWORD: 'pw',
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'Jutexx <shop@jutexx.in>',
      PUBLIC_URL: 'https://jutexx.in/',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:push@jutexx.in',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/jutexx',
      admin: { email: 'owner@jutexx.in', password: 'long-enough' },
      razorpay: { keyId: 'rzp_test_1', keySecret: 'secret', webhookSecret: 'hook' },
      shiprocket: { email: 'ship@jutexx.in', password: 'pw' },
      publicUrl: 'https://jutexx.in',
      vapid: VAPID,
      vapidSubject: 'mailto:push@jutexx.in',
      sandboxes: [],
    });
  });

  it('treats empty variables as unset', () => {
    expect(configOf({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      admin: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://db/shop' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL must be an email address'],
    [{ ADMIN_EMAIL: 'o@j.in', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ ADMIN_EMAIL: 'o@j.in' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ RAZORPAY_KEY_SECRET: 'x' }, 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ PUBLIC_URL: 'jutexx.in' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    [{ VAPID_PUBLIC_KEY: VAPID.publicKey }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together'],
    [
      { ...VAPID_ENV, VAPID_PUBLIC_KEY: 'BAD' },
      'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters, as `npx web-push generate-vapid-keys` prints it)',
    ],
    [
      { ...VAPID_ENV, VAPID_PRIVATE_KEY: 'x'.repeat(44) },
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)',
    ],
    [{ VAPID_SUBJECT: 'http://jutexx.in' }, 'VAPID_SUBJECT must be a mailto: or https:// URL'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(messageOf(env)).toBe(`Invalid environment: ${message}`);
  });
});

const REAL = {
  RAZORPAY_KEY_ID: 'rzp_live_1',
  RAZORPAY_KEY_SECRET: 'secret',
  SHIPROCKET_EMAIL: 'ship@jutexx.in',
  SHIPROCKET_PASSWORD: 'pw',
};

describe('sandboxes in production (NODE_ENV=production)', () => {
  it('starts with real payment and shipping credentials, no sandbox', () => {
    expect(configOf({ NODE_ENV: 'production', ...REAL })).toMatchObject({ production: true, sandboxes: [] });
  });

  it('refuses to start without credentials and names the missing variables', () => {
    expect(messageOf({ NODE_ENV: 'production' })).toBe(
      'Invalid environment: NODE_ENV=production but RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD are not set, so payments and shipping would silently use the local sandbox: set them, or ask for the sandbox with SANDBOXES=payments,shipping',
    );
    const { RAZORPAY_KEY_ID: _id, RAZORPAY_KEY_SECRET: _secret, ...shippingOnly } = REAL;
    expect(messageOf({ NODE_ENV: 'production', ...shippingOnly })).toBe(
      'Invalid environment: NODE_ENV=production but RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET are not set, so payments would silently use the local sandbox: set them, or ask for the sandbox with SANDBOXES=payments',
    );
  });

  it('runs the sandboxes asked for with SANDBOXES, and only those', () => {
    expect(configOf({ NODE_ENV: 'production', SANDBOXES: 'payments, Shipping' })).toMatchObject({
      production: true,
      sandboxes: ['payments', 'shipping'],
    });
    expect(
      configOf({ NODE_ENV: 'production', SANDBOXES: 'shipping', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }),
    ).toMatchObject({ sandboxes: ['shipping'], razorpay: { keyId: 'k' } });
    expect(messageOf({ NODE_ENV: 'production', SANDBOXES: 'shipping' })).toMatch(
      /^Invalid environment: NODE_ENV=production but RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET are not set/,
    );
  });

  it('refuses SANDBOXES naming a part whose credentials are set, or an unknown part', () => {
    expect(messageOf({ SANDBOXES: 'payments', ...REAL })).toBe(
      'Invalid environment: SANDBOXES lists payments but RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET are set: remove one or the other',
    );
    expect(messageOf({ SANDBOXES: 'payments,mail' })).toBe(
      'Invalid environment: SANDBOXES must be a comma-separated list of payments, shipping, push',
    );
    expect(messageOf({ SANDBOXES: 'push', ...VAPID_ENV })).toBe(
      'Invalid environment: SANDBOXES lists push but VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY are set: remove one or the other',
    );
  });

  it('keeps the quiet sandboxes of a developer machine outside production', () => {
    expect(configOf({ NODE_ENV: 'development' })).toMatchObject({
      production: false,
      sandboxes: ['payments', 'shipping', 'push'],
    });
  });

  it('sends real pushes in production without VAPID keys (generated ones), unless SANDBOXES asks for the push sandbox', () => {
    expect(configOf({ NODE_ENV: 'production', ...REAL })).toMatchObject({ vapid: undefined, sandboxes: [] });
    expect(configOf({ NODE_ENV: 'production', ...REAL, SANDBOXES: 'push' })).toMatchObject({ sandboxes: ['push'] });
    expect(configOf({ NODE_ENV: 'production', ...REAL, ...VAPID_ENV })).toMatchObject({ vapid: VAPID, sandboxes: [] });
    // Outside production, keys of one's own mean real pushes too.
    expect(configOf({ ...VAPID_ENV }).sandboxes).toEqual(['payments', 'shipping']);
  });

  it('names a contact for the push services: VAPID_SUBJECT, else an https PUBLIC_URL, else the admin', () => {
    expect(configOf({ PUBLIC_URL: 'https://jutexx.in/' }).vapidSubject).toBe('https://jutexx.in');
    expect(
      configOf({ PUBLIC_URL: 'http://localhost:8080', ADMIN_EMAIL: 'Owner@Jutexx.in', ADMIN_PASSWORD: 'long-enough' })
        .vapidSubject,
    ).toBe('mailto:owner@jutexx.in');
  });
});
