import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/product';
import { createApp } from '../../app';
import { catalogueVersion, products } from '../../db/schema/catalogue';
import { adminAndCustomer } from '../../testing/orders';
import { productForm, uploadEvents } from '../../testing/product-upload';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, shopperWithBag } from '../../testing/shop';
import { TEST_JWT_SECRET, useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { listAllProducts } from './catalogue-service';

const ALL = '/api/products/data/all-products';
/** The own collection, where a product staff add without a department goes. */
const OWN = '/api/products/data/products';
const item = (key: string) => `/api/products/data/item/${key}`;

type Raw = { status: number; headers: Headers; bytes: Buffer };

describe.each(TEST_DATABASE_KINDS)('kept catalogue answers on %s', (kind) => {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-cache-uploads-'));
  const t = useTestApp(kind, { seed: true, app: { uploadsDir } });
  let adminToken = '';
  beforeAll(async () => {
    ({ adminToken } = await adminAndCustomer(t.app, t.db));
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  /** The answer as sent: status, headers and the body's bytes, not decoded. */
  const raw = async (pathname: string, headers: Record<string, string> = {}, app = t.app): Promise<Raw> => {
    const res = await app.request(pathname, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const productOf = (answer: Raw) => (JSON.parse(answer.bytes.toString()) as { data: Product }).data;
  const versionNow = async () => (await t.db.select().from(catalogueVersion))[0]?.version;
  const asAdmin = (pathname: string, body: unknown) =>
    call<Product>(t.app, 'POST', pathname, { token: adminToken, body });

  it('sends the bytes ok() would write, with a weak ETag, and 304 to a client that holds them', async () => {
    const first = await raw(ALL);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const fromProducts = await listAllProducts(t.db, { includeInactive: false });
    expect(first.bytes.toString()).toBe(JSON.stringify({ success: true, data: fromProducts }));
    expect(first.headers.get('content-length')).toBe(String(first.bytes.length));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{43}"$/);

    for (const ifNoneMatch of [etag, etag.slice(2), `"elsewhere", ${etag}`, '*']) {
      const again = await raw(ALL, { 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=60');
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
    }
    const other = await raw(ALL, { 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.bytes).toEqual(first.bytes);
  });

  it('compresses as the client accepts: brotli and gzip decode to the same JSON, small answers plain', async () => {
    const plain = await raw(ALL);
    const cases: [string, string | null][] = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', null],
      ['deflate', 'deflate'], // hono's compress() still serves a deflate-only client
    ];
    for (const [accept, encoding] of cases) {
      const answer = await raw(ALL, { 'accept-encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers.get('content-encoding'), accept).toBe(encoding);
      expect(answer.headers.get('etag'), accept).toBe(plain.headers.get('etag'));
      expect(answer.headers.get('vary'), accept).toBe('Accept-Encoding');
      if (encoding === 'br' || encoding === 'gzip') {
        expect(answer.headers.get('content-length'), accept).toBe(String(answer.bytes.length));
        expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3);
        const decoded = encoding === 'br' ? brotliDecompressSync(answer.bytes) : gunzipSync(answer.bytes);
        expect(decoded.equals(plain.bytes), accept).toBe(true);
      }
    }
    const small = await raw('/api/products/data/search/no-such-thing', { 'accept-encoding': 'gzip, deflate, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.bytes.toString()).toBe('{"success":true,"data":[]}');
  });

  it('shows a staff edit in the next answer, and keeps admin views private and untagged', async () => {
    const before = await raw(item('JX-BSK-0001'));
    const { slug } = productOf(before);
    dataOf(await asAdmin(`/api/admin/edit-product/${slug}`, { title: 'Round Basket, Renamed' }));
    const after = await raw(item('JX-BSK-0001'), { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(productOf(after).title).toBe('Round Basket, Renamed');

    const admin = await t.app.request(ALL, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.headers.get('etag')).toBeNull();
  });

  it('shows a product staff add, and drops one staff delete', async () => {
    const before = await raw(OWN);
    const form = await productForm(
      { title: 'Kept-answer Tote', category: 'ladies', price: '899', articleCode: 'JTX-CACHE-001' },
      64,
    );
    const res = await t.app.request('/api/admin/add-product-with-progress', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect((await uploadEvents(res)).at(-1)?.status).toBe('completed');

    const added = await raw(OWN, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(added.status).toBe(200);
    const titles = (JSON.parse(added.bytes.toString()) as { data: Product[] }).data.map((p) => p.title);
    expect(titles).toContain('Kept-answer Tote');
    const tote = productOf(await raw(item('JTX-CACHE-001')));

    dataOf(await call(t.app, 'POST', `/api/admin/delete-product/${tote._id}`, { token: adminToken }));
    expect((await raw(item('JTX-CACHE-001'))).status).toBe(404);
    const afterDelete = await raw(OWN, { 'if-none-match': added.headers.get('etag') ?? '' });
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.bytes.toString()).not.toContain('Kept-answer Tote');
  });

  it('shows the stock an order took in the next answer', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const before = await raw(item(product.slug));
    expect(productOf(before).inventory).toBe(5);
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    const placed = await call(t.app, 'POST', '/api/orders/create-cod', { token, body: BILLING_ADDRESS });
    expect(placed.status).toBe(201);
    const after = await raw(item(product.slug), { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(productOf(after).inventory).toBe(3);
  });

  it('bumps the version once per transaction, and not at all for a change rolled back', async () => {
    const kept = await raw(ALL);
    const start = await versionNow();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(products).set({ title: 'Never Seen' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versionNow()).toBe(start);
    const again = await raw(ALL, { 'if-none-match': kept.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);

    const ids = (await t.db.select({ id: products.id }).from(products).limit(5)).map((row) => row.id);
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ featured: false }).where(inArray(products.id, ids));
      await tx
        .update(products)
        .set({ reviews: [] })
        .where(eq(products.id, ids[0] ?? ''));
    });
    expect(await versionNow()).toBe((start ?? 0) + 1);
  });

  it('bumps the version when products are truncated', async () => {
    const start = await versionNow();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute('truncate products cascade');
        const [inside] = await tx.select().from(catalogueVersion);
        expect(inside?.version).toBe((start ?? 0) + 1);
        throw new Error('keep the products');
      }),
    ).rejects.toThrow('keep the products');
    expect(await versionNow()).toBe(start);
  });

  it('shows a change made through another instance on the next request', async () => {
    const other = createApp({
      db: t.db,
      databaseKind: t.database.kind,
      jwtSecret: TEST_JWT_SECRET,
      integrations: t.integrations,
    });
    const before = await raw(item('JX-LND-0001'), {}, other);
    const { slug, price } = productOf(before);
    dataOf(await asAdmin(`/api/admin/edit-product/${slug}`, { numericPrice: 1777 }));
    const after = productOf(await raw(item('JX-LND-0001'), {}, other));
    expect(after.price).not.toBe(price);
    expect(after.price).toBe('Rs.1,777.00');
  });
});
