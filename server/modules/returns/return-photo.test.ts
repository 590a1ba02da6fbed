import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminReturn } from '../../../contract/admin-returns';
import type { AdminAuthResponse, AuthResponse } from '../../../contract/auth';
import type { ApiEnvelope } from '../../../contract/envelope';
import type { ReturnSubmitted } from '../../../contract/returns';
import { orders } from '../../db/schema/orders';
import { COOKIE_NAME } from '../../http/sessions';
import { createAdmin, newCustomerInput, TEST_PASSWORD } from '../../testing/accounts';
import { insertTestOrder } from '../../testing/orders';
import { call, cookieFrom, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('return photos are private (%s)', (kind) => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'return-photos-'));
  const t = useTestApp(kind, { seed: true, app: { uploadsDir } });

  /** A signed-up shopper: bearer token, session cookie and id. */
  async function shopper() {
    const res = await call<AuthResponse>(t.app, 'POST', '/api/auth/register', { body: newCustomerInput() });
    const data = dataOf(res);
    return { token: data.accessToken, cookie: cookieFrom(res.headers, COOKIE_NAME.customer), id: data.user._id };
  }

  async function staff() {
    const admin = await createAdmin(t.db);
    const res = await call<AdminAuthResponse>(t.app, 'POST', '/api/admin/login', {
      body: { email: admin.email, password: TEST_PASSWORD },
    });
    return { token: dataOf(res).AdminAccessToken, cookie: cookieFrom(res.headers, COOKIE_NAME.admin) };
  }

  /** The shopper returns a delivered item with a photo, through the API as the wizard does. */
  async function fileReturn(owner: { token: string; id: string }) {
    const product = await createProduct(t.db);
    const orderId = await insertTestOrder(t.db, {
      userId: owner.id,
      status: 'Delivered',
      paymentMethod: 'COD',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    await t.db.update(orders).set({ deliveryDate: new Date() }).where(eq(orders.id, orderId));
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('orderId', orderId);
    form.append('productId', product.id);
    form.append('reason', 'Damaged');
    form.append('description', 'Frayed handle');
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me-at-home.png');
    const res = await t.app.request('/api/orders/return', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const body = (await res.json()) as ApiEnvelope<ReturnSubmitted>;
    if (!body.success) throw new Error(body.message);
    return body.data.return;
  }

  const get = (url: string, auth: { token?: string; cookie?: string } = {}) =>
    t.app.request(url, {
      headers: {
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
      },
    });

  it('serves the photo to the shopper who filed the return and to staff, private and never stored', async () => {
    const owner = await shopper();
    const created = await fileReturn(owner);
    expect(created.image).toBe(`/api/orders/return-photo/${created._id}`);
    const url = created.image ?? '';

    const admin = await staff();
    // Bearer tokens (the API client) and cookies alone (an <img> on the same origin) both work.
    for (const auth of [
      { token: owner.token },
      { cookie: owner.cookie },
      { token: admin.token },
      { cookie: admin.cookie },
    ]) {
      const res = await get(url, auth);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }

    // Staff read the same address on the admin return page.
    const shown = dataOf(
      await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${created._id}`, { token: admin.token }),
    );
    expect(shown.image).toBe(url);
  });

  it('answers 401 without a session and 404 to another shopper, for unknown ids and without a photo', async () => {
    const owner = await shopper();
    const created = await fileReturn(owner);
    const url = created.image ?? '';
    const anonymous = await get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');

    const other = await shopper();
    const refused = await get(url, { token: other.token });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ success: false, message: 'Return not found' });
    expect((await get(url, { cookie: other.cookie })).status).toBe(404);
    // A customer token is not a staff token, and the other way round is not a shopper's.
    expect((await get('/api/orders/return-photo/000000000000000000000000', { token: owner.token })).status).toBe(404);
    expect((await get('/api/orders/return-photo/..%2F..%2Fetc%2Fpasswd', { token: owner.token })).status).toBe(404);
  });

  it('no longer serves return photos under the public /media/uploads route', async () => {
    const owner = await shopper();
    const created = await fileReturn(owner);
    expect(existsSync(path.join(uploadsDir, 'returns', `${created._id}.webp`))).toBe(true);
    for (const old of [
      `/media/uploads/returns/${created._id}.webp`,
      `/media/uploads/RETURNS/${created._id}.webp`,
      '/media/uploads/returns/',
    ]) {
      const res = await get(old, { token: owner.token });
      expect(res.status, old).toBe(404);
      expect(res.headers.get('cache-control')).toBeNull();
    }
    // Product pictures stay public.
    mkdirSync(path.join(uploadsDir, 'products', 'p1'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'products', 'p1', 'a.webp'), Buffer.from('RIFF0000WEBP'));
    const product = await get('/media/uploads/products/p1/a.webp');
    expect(product.status).toBe(200);
  });

  it('removes the photo with a cancelled return', async () => {
    const owner = await shopper();
    const created = await fileReturn(owner);
    expect((await call(t.app, 'POST', `/api/orders/cancel-return/${created._id}`, { token: owner.token })).status).toBe(
      200,
    );
    expect((await get(created.image ?? '', { token: owner.token })).status).toBe(404);
    expect(existsSync(path.join(uploadsDir, 'returns', `${created._id}.webp`))).toBe(false);
  });
});
