/**
 * Two instances of the real server on one PostgreSQL (server/testing/two-instances.ts): files,
 * products, bag changes and stock written through one are what the other serves. PostgreSQL
 * only: skipped without DATABASE_URL (and with TEST_DATABASES=pglite).
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Product } from '../contract/product';
import { outboxMessages } from './db/schema/outbox';
import { insertTestOrder } from './testing/orders';
import { productForm, uploadEvents } from './testing/product-upload';
import { dataOf } from './testing/requests';
import { BILLING_ADDRESS, createProduct, inventoryOf } from './testing/shop';
import { TEST_DATABASE_KINDS } from './testing/test-databases';
import { ADMIN, api, png, register, useTwoInstances } from './testing/two-instances';

describe.skipIf(!TEST_DATABASE_KINDS.includes('postgres'))('two instances on one PostgreSQL: shared data', () => {
  const pair = useTwoInstances();

  it('serves an image uploaded through one instance from the other, cached as immutable', async () => {
    const { AdminAccessToken: token } = dataOf(
      await api<{ AdminAccessToken: string }>(pair.a, 'POST', '/api/admin/login', { body: ADMIN }),
    );
    const form = await productForm({
      title: 'Two-instance tote',
      category: 'ladies',
      price: '799',
      articleCode: 'JTX-INST-001',
    });
    const res = await fetch(`${pair.a.baseUrl}/api/admin/add-product-with-progress`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const events = await uploadEvents(res);
    const last = events.at(-1);
    expect(last?.status, last?.message).toBe('completed');
    const src = last?.product?.image[0]?.src ?? '';
    expect(src).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{24}\/1-800-[0-9a-f]{12}\.webp$/);

    const fromB = await fetch(`${pair.b.baseUrl}${src}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await fromB.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
  });

  it("shows a product changed through one instance in the other's next catalogue answer", async () => {
    const { AdminAccessToken: token } = dataOf(
      await api<{ AdminAccessToken: string }>(pair.a, 'POST', '/api/admin/login', { body: ADMIN }),
    );
    const product = await createProduct(pair.database.db);
    const path = `/api/products/data/item/${product.slug}`;
    const etag = (await api<Product>(pair.b, 'GET', path)).headers.get('etag') ?? '';
    expect((await fetch(`${pair.b.baseUrl}${path}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    dataOf(
      await api(pair.a, 'POST', `/api/admin/edit-product/${product.slug}`, { token, body: { title: 'Renamed on A' } }),
    );
    const after = await api<Product>(pair.b, 'GET', path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(dataOf(after).title).toBe('Renamed on A');
  });

  it('serves a return photo filed on one instance from the other, to its shopper only', async () => {
    const shopper = await register(pair.b);
    const product = await createProduct(pair.database.db);
    const orderId = await insertTestOrder(pair.database.db, {
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
    const filed = await api<{ return: { _id: string } }>(pair.b, 'POST', '/api/orders/return', {
      token: shopper.token,
      form,
    });
    expect(filed.status).toBe(201);
    const returnId = dataOf(filed).return._id;

    const photo = await fetch(`${pair.a.baseUrl}/api/orders/return-photo/${returnId}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    const stranger = await register(pair.a);
    expect((await api(pair.a, 'GET', `/api/orders/return-photo/${returnId}`, { token: stranger.token })).status).toBe(
      404,
    );
    // Never on the public media route, on either instance.
    for (const server of pair.servers)
      expect((await fetch(`${server.baseUrl}/media/uploads/returns/${returnId}.webp`)).status).toBe(404);
  });

  it('applies a bag change sent to both instances with one Idempotency-Key once', async () => {
    const shopper = await register(pair.a);
    const product = await createProduct(pair.database.db, { inventory: 10 });
    const headers = { 'Idempotency-Key': `bag-${randomBytes(6).toString('hex')}` };
    const answers = await Promise.all(
      [pair.a, pair.b, pair.a, pair.b, pair.a, pair.b].map((server) =>
        api(server, 'POST', `/api/cart/add-to-cart/${product.id}`, {
          token: shopper.token,
          body: { quantity: 1 },
          headers,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const cart = dataOf(
      await api<{ cart: { productId: string; quantity: number }[] }>(pair.b, 'GET', '/api/cart/get-cart', {
        token: shopper.token,
      }),
    );
    expect(cart.cart.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 1]]);
  });

  it('sells exactly the stock when many shoppers check out on both instances at once, and mails each once', async () => {
    const product = await createProduct(pair.database.db, { inventory: 3 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => register(i % 2 ? pair.b : pair.a)));
    for (const [i, shopper] of shoppers.entries()) {
      dataOf(
        await api(i % 2 ? pair.a : pair.b, 'POST', `/api/cart/add-to-cart/${product.id}`, {
          token: shopper.token,
          body: { quantity: 1 },
        }),
      );
    }
    const placed = await Promise.all(
      shoppers.map((shopper, i) =>
        api(i % 2 ? pair.b : pair.a, 'POST', '/api/orders/create-cod', { token: shopper.token, body: BILLING_ADDRESS }),
      ),
    );
    const statuses = placed.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await inventoryOf(pair.database.db, product.id)).toBe(0);

    // Background jobs run on both instances; an advisory lock lets one send each mail, once.
    const buyers = shoppers.filter((_, i) => placed[i]?.status === 201).map((shopper) => shopper.email);
    const mailOf = () =>
      pair.database.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, buyers));
    const deadline = Date.now() + 20_000;
    while ((await mailOf()).some((row) => row.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const mail = await mailOf();
    expect(mail.length).toBeGreaterThanOrEqual(3);
    for (const row of mail) expect(row, row.recipient).toMatchObject({ status: 'sent', attempts: 1 });
    const logs = pair.servers.map((server) => server.output()).join('\n');
    for (const email of buyers) {
      const sentLines = logs.split('\n').filter((line) => line.includes(`mail (outbox): to=${email} `));
      expect(sentLines, email).toHaveLength(mail.filter((row) => row.recipient === email).length);
    }
  });
});
