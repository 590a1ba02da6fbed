import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import type { ReturnSubmitted } from '../../contract/returns';
import { orders } from '../../server/db/schema/orders';
import { appTransport } from '../../server/testing/app-transport';
import { adminAndCustomer, insertTestOrder } from '../../server/testing/orders';
import { call } from '../../server/testing/requests';
import { createProduct } from '../../server/testing/shop';
import { useTestApp } from '../../server/testing/test-app';
import { ApiError } from './api-error';
import { apiPathOf, createApiClient } from './client';

/** The client against the real app in process: what it sends is what the shop reads. */
describe('api client', () => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  const t = useTestApp('pglite', { seed: true, app: { uploadsDir } });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  let who: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    who = await adminAndCustomer(t.app, t.db);
  });

  function clients() {
    const transport = appTransport(t.app);
    const options = { baseUrl: 'http://shop.test/', fetch: transport.fetch };
    const shopper = createApiClient({ ...options, token: () => who.customerToken });
    const admin = createApiClient({ ...options, token: () => who.adminToken });
    return { transport, shopper, admin };
  }

  it("unwraps the envelope's data and sends the shopper's bearer under /api", async () => {
    const { transport, shopper } = clients();
    const user = await shopper.get<SessionUser>('auth/IsLoggedIn', { searchParams: { from: 'test' } });
    expect(user.email).toBe(who.customer.input.email.toLowerCase());
    expect(transport.sent[0]).toMatchObject({
      method: 'GET',
      path: '/api/auth/IsLoggedIn',
      authorization: `Bearer ${who.customerToken}`,
    });
  });

  it("sends the admin's token on any path, and the shopper's on an admin path (no guessing from the URL)", async () => {
    const { transport, shopper, admin } = clients();
    await admin.get('products/data/all-products');
    expect(transport.sent[0]?.authorization).toBe(`Bearer ${who.adminToken}`);
    const refused = await shopper.get('admin/checkLogin').catch((caught: unknown) => caught);
    expect(transport.sent[1]?.authorization).toBe(`Bearer ${who.customerToken}`);
    expect(refused).toMatchObject({ name: 'ApiError', status: 401, fromServer: true });
  });

  it('keeps an Authorization header the caller set', async () => {
    const { transport, shopper } = clients();
    const headers = { Authorization: `Bearer ${who.adminToken}` };
    expect(await shopper.get<SessionUser>('admin/checkLogin', { headers })).toMatchObject({ isAdmin: true });
    expect(transport.sent[0]?.authorization).toBe(`Bearer ${who.adminToken}`);
  });

  it('sends no Authorization header without a token', async () => {
    const { transport } = clients();
    const anonymous = createApiClient({ baseUrl: 'http://shop.test/', fetch: transport.fetch, token: () => null });
    const error = await anonymous.get('auth/IsLoggedIn').catch((caught: unknown) => caught);
    expect(transport.sent[0]?.authorization).toBeNull();
    expect(error).toMatchObject({ status: 401, isUnauthorized: true });
  });

  it('posts JSON and turns a failure envelope into an ApiError with status, server message and field errors', async () => {
    const { transport, shopper } = clients();
    const body = { email: 'not-an-email', password: 'x' };
    const error = await shopper.post('auth/register', body).catch((caught: unknown) => caught);
    const direct = await call(t.app, 'POST', '/api/auth/register', { body });
    expect(JSON.parse(transport.sent[0]?.body ?? '')).toEqual(body);
    expect(transport.sent[0]?.contentType).toMatch(/^application\/json/);
    expect(error).toBeInstanceOf(ApiError);
    expect(direct.body.success).toBe(false);
    expect(error).toMatchObject({
      status: direct.status,
      fromServer: true,
      message: direct.body.message,
      fieldErrors: direct.body.success ? {} : direct.body.errors,
    });
    expect(Object.keys((error as ApiError).fieldErrors)).toContain('email');
  });

  it('posts a multipart form with its file, and unwraps the answer', async () => {
    const { transport, shopper } = clients();
    const product = await createProduct(t.db);
    const orderId = await insertTestOrder(t.db, {
      userId: who.customer.user._id,
      status: 'Delivered',
      paymentMethod: 'COD',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    await t.db.update(orders).set({ deliveryDate: new Date() }).where(eq(orders.id, orderId));
    const form = new FormData();
    form.set('orderId', orderId);
    form.set('productId', product.id);
    form.set('reason', 'Damaged');
    form.set('description', 'The handle came apart');
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    const submitted = await shopper.postForm<ReturnSubmitted>('orders/return', form);
    expect(submitted.return).toMatchObject({ orderId, productId: product.id, reason: 'Damaged' });
    expect(transport.sent[0]).toMatchObject({ method: 'POST', authorization: `Bearer ${who.customerToken}` });
    expect(transport.sent[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(transport.sent[0]?.body).toContain('name="image"; filename="photo.png"');
  });

  it('downloads a file as a Blob from a URL the server handed out', async () => {
    const { transport, shopper } = clients();
    const product = await createProduct(t.db);
    const orderId = await insertTestOrder(t.db, {
      userId: who.customer.user._id,
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const blob = await shopper.getBlob(apiPathOf(`http://shop.test/api/orders/invoice/${orderId}`));
    expect(transport.sent[0]?.path).toBe(`/api/orders/invoice/${orderId}`);
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('reports no network as status 0, and no answer in time as a timeout', async () => {
    const { transport } = clients();
    const client = createApiClient({
      baseUrl: 'http://shop.test/',
      fetch: transport.fetch,
      token: () => null,
      timeoutMs: 50,
    });
    transport.network.mode = 'offline';
    expect(await client.get('products/data/men').catch((caught: unknown) => caught)).toMatchObject({
      name: 'ApiError',
      status: 0,
      kind: 'network',
      fromServer: false,
    });
    transport.network.mode = 'hang';
    expect(await client.get('products/data/men').catch((caught: unknown) => caught)).toMatchObject({
      status: 0,
      kind: 'timeout',
      message: 'The request timed out',
    });
  });

  it('rejects a body that is not an envelope', async () => {
    // The shop never answers so under /api; a proxy's page could.
    const fetch = async () => new Response('{"hello":"world"}', { status: 200 });
    const client = createApiClient({ baseUrl: 'http://shop.test/', fetch, token: () => null });
    await expect(client.get('products/data/men')).rejects.toMatchObject({ message: 'Invalid response from server' });
  });
});
