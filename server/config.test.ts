import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig, loadJwtSecret } from './config';

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
    });
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
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/jutexx',
      admin: { email: 'owner@jutexx.in', password: 'long-enough' },
      razorpay: { keyId: 'rzp_test_1', keySecret: 'secret', webhookSecret: 'hook' },
      shiprocket: { email: 'ship@jutexx.in', password: 'pw' },
      publicUrl: 'https://jutexx.in',
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
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(messageOf(env)).toBe(`Invalid environment: ${message}`);
  });
});

describe('loadJwtSecret', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a secret once, keeps it private in DATA_DIR and reuses it', () => {
    const config = configOf({ DATA_DIR: dataDir });
    const first = loadJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(config)).toBe(first);
  });

  it('prefers JWT_SECRET', () => {
    expect(loadJwtSecret(configOf({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(32) }))).toBe('j'.repeat(32));
  });
});
