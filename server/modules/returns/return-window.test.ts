import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { returnMessages } from '../../../contract/returns';
import { returns } from '../../db/schema/returns';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useShopperReturnsTest } from '../../testing/shopper-returns';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('shopper returns: which orders and items may be returned (%s)', (kind) => {
  const { t, shopper, deliveredOrder, submit, fields, check } = useShopperReturnsTest(kind);

  it('answers returnable with the items inside the window, and refuses outside it', async () => {
    const { token, userId } = await shopper();
    const ok = await deliveredOrder(userId, 6);
    const res = await check(token, ok.orderId);
    expect(res.status).toBe(200);
    const data = dataOf(res);
    expect(data.returnable).toBe(true);
    expect(data.items.map((i) => [i.productId, i.returned])).toEqual([
      [ok.a.id, false],
      [ok.b.id, false],
    ]);

    const late = await deliveredOrder(userId, 8);
    const lateRes = await check(token, late.orderId);
    expect(lateRes.status).toBe(409);
    expect(lateRes.body.message).toBe(returnMessages.windowClosed);

    const shipped = await deliveredOrder(userId, 1, 'Shipped');
    const shippedRes = await check(token, shipped.orderId);
    expect(shippedRes.status).toBe(409);
    expect(shippedRes.body.message).toBe(returnMessages.notDelivered);

    const other = await shopper();
    expect((await check(other.token, ok.orderId)).status).toBe(404);
    expect((await check(token, 'nope')).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/orders/checkReturn/${ok.orderId}`)).status).toBe(401);
  });

  it('refuses ineligible submissions', async () => {
    const { token, userId } = await shopper();
    const late = await deliveredOrder(userId, 8);
    expect((await submit(token, await fields(late.orderId, late.a.id))).status).toBe(409);
    const other = await shopper();
    const mine = await deliveredOrder(userId, 1);
    expect((await submit(other.token, await fields(mine.orderId, mine.a.id))).status).toBe(404);
    const stranger = await createProduct(t.db);
    const notInOrder = await submit(token, await fields(mine.orderId, stranger.id));
    expect(notInOrder.status).toBe(409);
    expect(notInOrder.body.message).toBe(returnMessages.productNotInOrder);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, mine.orderId))).toHaveLength(0);
  });
});
