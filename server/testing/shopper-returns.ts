import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ApiEnvelope } from '../../contract/envelope';
import type { ReturnCheck, ReturnSubmitted } from '../../contract/returns';
import type { OrderStatus } from '../../contract/statuses';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { registerCustomer } from './accounts';
import { insertTestOrder } from './orders';
import { call } from './requests';
import { createProduct } from './shop';
import { useTestApp } from './test-app';
import type { TestDatabaseKind } from './test-databases';

const DAY = 24 * 60 * 60 * 1000;

/** A small real PNG, for a return's photo. */
export const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();

/**
 * The shopper's returns API tests' setup (server/modules/returns/*.test.ts): an app on a seeded
 * database keeping photos in its own `uploadsDir`, shoppers, delivered orders, and the
 * return-check and return-submit requests.
 */
export function useShopperReturnsTest(kind: TestDatabaseKind) {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'returns-'));
  const t = useTestApp(kind, { seed: true, app: { uploadsDir } });

  async function shopper() {
    const { accessToken, input } = await registerCustomer(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    if (!user) throw new Error('no user');
    return { token: accessToken, userId: user.id };
  }

  /** A delivered order of two products, delivered `daysAgo` days ago. */
  async function deliveredOrder(userId: string, daysAgo = 1, status: OrderStatus = 'Delivered') {
    const a = await createProduct(t.db, { pricePaise: 49_900 });
    const b = await createProduct(t.db, { pricePaise: 79_900 });
    const orderId = await insertTestOrder(t.db, {
      userId,
      status,
      paymentMethod: 'COD',
      lines: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 2 },
      ],
    });
    await t.db
      .update(orders)
      .set({ deliveryDate: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(orders.id, orderId));
    return { orderId, a, b };
  }

  async function submit(token: string, fields: Record<string, string | Blob>, fileName = 'photo.png') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) form.append(name, value, fileName);
      else form.append(name, value);
    }
    const res = await t.app.request('/api/orders/return', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as ApiEnvelope<ReturnSubmitted> };
  }

  const fields = async (orderId: string, productId: string) => ({
    orderId,
    productId,
    reason: 'Damaged',
    description: 'The weave came apart at the handle',
    image: new Blob([new Uint8Array(await png())], { type: 'image/png' }),
  });

  const check = (token: string, orderId: string) =>
    call<ReturnCheck>(t.app, 'GET', `/api/orders/checkReturn/${orderId}`, { token });

  return { t, uploadsDir, shopper, deliveredOrder, submit, fields, check };
}
