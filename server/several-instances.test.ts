/**
 * Two instances of the real server on one fresh PostgreSQL database, each with its own DATA_DIR
 * and the same environment, as a shop that outgrew one machine runs them behind a load balancer
 * (docs/decisions/154). Everything goes over real HTTP. PostgreSQL only: skipped without
 * DATABASE_URL (and with TEST_DATABASES=pglite).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UploadProgressEvent } from '../contract/admin-products';
import type { ApiEnvelope } from '../contract/envelope';
import { messages } from '../contract/messages';
import { type Database, openDatabase } from './db/client';
import { outboxMessages, settings } from './db/schema';
import { newCustomerInput, TEST_PASSWORD } from './testing/accounts';
import { insertTestOrder } from './testing/orders';
import { type ServerProcess, startServer } from './testing/server-process';
import { BILLING_ADDRESS, createProduct, inventoryOf } from './testing/shop';
import { TEST_DATABASE_KINDS } from './testing/test-databases';

const ADMIN = { email: 'owner@jutexx.test', password: 'owner-password' };
const baseUrl = process.env.DATABASE_URL ?? '';

type Answer<T> = { status: number; body: ApiEnvelope<T>; headers: Headers };

async function api<T = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as ApiEnvelope<T>, headers: res.headers };
  } catch {
    throw new Error(`${server.name}: ${method} ${path} answered ${res.status} with ${text.slice(0, 300)}`);
  }
}

function dataOf<T>(answer: Answer<T>): T {
  if (!answer.body.success) throw new Error(`expected success, got ${answer.status}: ${answer.body.message}`);
  return answer.body.data;
}

async function register(server: ServerProcess) {
  const input = newCustomerInput();
  const data = dataOf(
    await api<{ accessToken: string; user: { _id: string } }>(server, 'POST', '/api/auth/register', { body: input }),
  );
  return { token: data.accessToken, userId: data.user._id, email: input.email };
}

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#a0522d' } })
    .png()
    .toBuffer();

describe.skipIf(!TEST_DATABASE_KINDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  const name = `instances_${randomBytes(5).toString('hex')}`;
  const url = new URL(baseUrl || 'postgres://localhost/none');
  url.pathname = `/${name}`;
  const dataDirs = [mkdtempSync(path.join(os.tmpdir(), 'jutexx-a-')), mkdtempSync(path.join(os.tmpdir(), 'jutexx-b-'))];
  let servers: ServerProcess[] = [];
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  /** Both instances, each its own DATA_DIR, the same environment: started together, as a deploy does. */
  const startBoth = async (extra: Record<string, string> = {}) => {
    await Promise.all(servers.map((server) => server.stop()));
    const env = {
      DATABASE_URL: url.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Production mode, with the sandboxes asked for explicitly (docs/decisions/153).
      NODE_ENV: 'production',
      SANDBOXES: 'payments,shipping',
      ...extra,
    };
    servers = await Promise.all([
      startServer('instance A', { ...env, DATA_DIR: dataDirs[0] ?? '' }),
      startServer('instance B', { ...env, DATA_DIR: dataDirs[1] ?? '' }),
    ]);
    [a, b] = servers as [ServerProcess, ServerProcess];
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    database = await openDatabase({ databaseUrl: url.toString() });
    await startBoth();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  // The instances' own logs, when a test fails, say why far better than its assertion.
  afterEach((context) => {
    if (context.task.result?.state === 'fail') {
      for (const server of servers) console.warn(`--- ${server.name} ---\n${server.output().slice(-4000)}`);
    }
  });

  it('start together: one migrates and seeds, both share one session secret kept in the database', () => {
    const seeded = servers.filter((server) => /Demo catalogue: \d+ products seeded/.test(server.output()));
    expect(seeded).toHaveLength(1);
    for (const server of servers) {
      expect(server.output()).toContain('Session secret: generated once, kept in the database');
      expect(server.output()).toContain('Uploaded images: in the database (media_objects)');
    }
  });

  it('accepts a session made on one instance on the other', async () => {
    const shopper = await register(a);
    expect((await api(b, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(200);
    const login = dataOf(
      await api<{ accessToken: string }>(b, 'POST', '/api/auth/login', {
        body: { login: shopper.email, password: TEST_PASSWORD },
      }),
    );
    expect((await api(a, 'GET', '/api/auth/IsLoggedIn', { token: login.accessToken })).status).toBe(200);
  });

  it('serves an image uploaded through one instance from the other, cached as immutable', async () => {
    const { AdminAccessToken: token } = dataOf(
      await api<{ AdminAccessToken: string }>(a, 'POST', '/api/admin/login', { body: ADMIN }),
    );
    const form = new FormData();
    for (const [field, value] of Object.entries({
      title: 'Two-instance tote',
      category: 'ladies',
      price: '799',
      articleCode: 'JTX-INST-001',
    }))
      form.append(field, value);
    form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'tote.png');
    const res = await fetch(`${a.baseUrl}/api/admin/add-product-with-progress`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const events = (await res.text())
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as UploadProgressEvent);
    const last = events.at(-1);
    expect(last?.status, last?.message).toBe('completed');
    const src = last?.product?.image[0]?.src ?? '';
    expect(src).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{24}\/1-800-[0-9a-f]{12}\.webp$/);

    const fromB = await fetch(`${b.baseUrl}${src}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await fromB.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
  });

  it('serves a return photo filed on one instance from the other, to its shopper only', async () => {
    const shopper = await register(b);
    const product = await createProduct(database.db);
    const orderId = await insertTestOrder(database.db, {
      status: 'Delivered',
      paymentMethod: 'COD',
      userId: shopper.userId,
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const form = new FormData();
    for (const [field, value] of Object.entries({
      orderId,
      productId: product.id,
      reason: 'Damaged',
      description: 'Torn',
    }))
      form.append(field, value);
    form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'torn.png');
    const filed = await api<{ return: { _id: string } }>(b, 'POST', '/api/orders/return', {
      token: shopper.token,
      form,
    });
    expect(filed.status).toBe(201);
    const returnId = dataOf(filed).return._id;

    const photo = await fetch(`${a.baseUrl}/api/orders/return-photo/${returnId}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    const stranger = await register(a);
    expect((await api(a, 'GET', `/api/orders/return-photo/${returnId}`, { token: stranger.token })).status).toBe(404);
    // Never on the public media route, on either instance.
    for (const server of servers)
      expect((await fetch(`${server.baseUrl}/media/uploads/returns/${returnId}.webp`)).status).toBe(404);
  });

  it('applies a bag change sent to both instances with one Idempotency-Key once', async () => {
    const shopper = await register(a);
    const product = await createProduct(database.db, { inventory: 10 });
    const headers = { 'Idempotency-Key': `bag-${randomBytes(6).toString('hex')}` };
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((server) =>
        api(server, 'POST', `/api/cart/add-to-cart/${product.id}`, {
          token: shopper.token,
          body: { quantity: 1 },
          headers,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const cart = dataOf(
      await api<{ cart: { productId: string; quantity: number }[] }>(b, 'GET', '/api/cart/get-cart', {
        token: shopper.token,
      }),
    );
    expect(cart.cart.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 1]]);
  });

  it('sells exactly the stock when many shoppers check out on both instances at once, and mails each once', async () => {
    const product = await createProduct(database.db, { inventory: 3 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => register(i % 2 ? b : a)));
    for (const [i, shopper] of shoppers.entries()) {
      dataOf(
        await api(i % 2 ? a : b, 'POST', `/api/cart/add-to-cart/${product.id}`, {
          token: shopper.token,
          body: { quantity: 1 },
        }),
      );
    }
    const placed = await Promise.all(
      shoppers.map((shopper, i) =>
        api(i % 2 ? b : a, 'POST', '/api/orders/create-cod', { token: shopper.token, body: BILLING_ADDRESS }),
      ),
    );
    const statuses = placed.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await inventoryOf(database.db, product.id)).toBe(0);

    // Background jobs run on both instances; an advisory lock lets one send each mail, once.
    const buyers = shoppers.filter((_, i) => placed[i]?.status === 201).map((shopper) => shopper.email);
    const mailOf = () => database.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, buyers));
    const deadline = Date.now() + 20_000;
    while ((await mailOf()).some((row) => row.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const mail = await mailOf();
    expect(mail.length).toBeGreaterThanOrEqual(3);
    for (const row of mail) expect(row, row.recipient).toMatchObject({ status: 'sent', attempts: 1 });
    const logs = servers.map((server) => server.output()).join('\n');
    for (const email of buyers) {
      const sentLines = logs.split('\n').filter((line) => line.includes(`mail (outbox): to=${email} `));
      expect(sentLines, email).toHaveLength(mail.filter((row) => row.recipient === email).length);
    }
  });

  it('refuses the eleventh wrong password on either instance, for shoppers and staff', async () => {
    const shopper = await register(a);
    for (let i = 0; i < 10; i++) {
      const wrong = await api(i % 2 ? b : a, 'POST', '/api/auth/login', {
        body: { login: shopper.email, password: 'not-the-password' },
      });
      expect(wrong.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const server of servers) {
      const refused = await api(server, 'POST', '/api/auth/login', {
        body: { login: shopper.email, password: TEST_PASSWORD },
      });
      expect(refused.status, server.name).toBe(429);
      expect(refused.body).toEqual({ success: false, message: messages.tooManyAttempts });
    }

    for (let i = 0; i < 10; i++) {
      const wrong = await api(i % 2 ? a : b, 'POST', '/api/admin/login', { body: { ...ADMIN, password: 'nope-nope' } });
      expect(wrong.status, `admin attempt ${i + 1}`).toBe(401);
    }
    for (const server of servers) {
      expect((await api(server, 'POST', '/api/admin/login', { body: ADMIN })).status, server.name).toBe(429);
    }
  });

  it('with JWT_SECRET set on both, a session made on one still works on the other', async () => {
    await startBoth({ JWT_SECRET: randomBytes(32).toString('hex') });
    for (const server of servers) expect(server.output()).toContain('Session secret: from JWT_SECRET');
    const shopper = await register(b);
    expect((await api(a, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(200);
    // The restart seeded nothing twice.
    expect(servers.every((server) => server.output().includes('Demo catalogue: products present, not seeded'))).toBe(
      true,
    );
    // The database's own secret stays as the first start made it, for when JWT_SECRET goes again.
    expect(await database.db.select({ key: settings.key }).from(settings)).toEqual([{ key: 'jwt_secret' }]);
  });
});
