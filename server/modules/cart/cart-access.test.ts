import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import type { CartResponse } from '../../../contract/order';
import { cartItems } from '../../db/schema/cart';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { sessions } from '../../db/schema/users';
import { useCartTest } from '../../testing/cart';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('the bag: whose it is (%s)', (kind) => {
  const { t, shopper, add } = useCartTest(kind);

  it('needs a signed-in shopper', async () => {
    expect((await call(t.app, 'GET', '/api/cart/get-cart')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/cart/add-to-cart/x', { body: { quantity: 1 } })).status).toBe(401);
  });

  it('refuses a signed-out or expired session in the same statement as the change, recording nothing', async () => {
    const token = await shopper();
    const product = await createProduct(t.db);
    await add(token, product.id, { quantity: 1 });
    const [session] = await t.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
    if (!session) throw new Error('no session');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    const expired = await call(t.app, 'GET', '/api/cart/get-cart', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ success: false, message: messages.notSignedIn });
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, session.id));
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const other = await createProduct(t.db);
    const headers = { 'Idempotency-Key': 'key-signed-out1' };
    const refused = [
      await call(t.app, 'GET', '/api/cart/get-cart', { token }),
      await add(token, other.id, { quantity: 1 }, headers),
      await call(t.app, 'POST', `/api/cart/quantity/${product.id}`, { token, body: { quantity: 2 }, headers }),
      await call(t.app, 'POST', `/api/cart/remove/${product.id}`, { token, headers }),
    ];
    expect(refused.map((res) => res.status)).toEqual([401, 401, 401, 401]);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-signed-out1'))).toEqual([]);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, session.userId));
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 1]]);
  });

  it('keeps one bag per shopper', async () => {
    const a = await shopper();
    const b = await shopper();
    const product = await createProduct(t.db);
    await add(a, product.id, { quantity: 1 });
    expect(dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token: b })).cart).toEqual([]);
  });
});
