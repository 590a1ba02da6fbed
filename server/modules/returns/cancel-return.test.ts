import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { returnMessages } from '../../../contract/returns';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { newObjectId } from '../../lib/object-id';
import { call, dataOf } from '../../testing/requests';
import { useShopperReturnsTest } from '../../testing/shopper-returns';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('shopper returns: withdrawing one (%s)', (kind) => {
  const { t, uploadsDir, shopper, deliveredOrder, submit, fields, check } = useShopperReturnsTest(kind);

  it('cancels a requested return and restores the order when none remains open', async () => {
    const { token, userId } = await shopper();
    const { orderId, a, b } = await deliveredOrder(userId, 1);
    const first = dataOf(await submit(token, await fields(orderId, a.id))).return;
    const second = dataOf(await submit(token, await fields(orderId, b.id))).return;

    const other = await shopper();
    expect((await call(t.app, 'POST', `/api/orders/cancel-return/${first._id}`, { token: other.token })).status).toBe(
      404,
    );

    expect((await call(t.app, 'POST', `/api/orders/cancel-return/${first._id}`, { token })).status).toBe(200);
    expect(await t.db.select().from(returns).where(eq(returns.id, first._id))).toHaveLength(0);
    expect(existsSync(path.join(uploadsDir, 'returns', `${first._id}.webp`))).toBe(false);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.returnId, second._id));
    expect(line?.productId).toBe(b.id);
    let [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('Return Requested');

    // Once approved, the second return cannot be withdrawn.
    await t.db.update(returns).set({ status: 'Approved' }).where(eq(returns.id, second._id));
    const late = await call(t.app, 'POST', `/api/orders/cancel-return/${second._id}`, { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(returnMessages.cannotCancel);
    await t.db.update(returns).set({ status: 'Requested' }).where(eq(returns.id, second._id));

    expect((await call(t.app, 'POST', `/api/orders/cancel-return/${second._id}`, { token })).status).toBe(200);
    [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'Delivered', returnStatus: null });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.every((l) => !l.returned && l.returnId === null)).toBe(true);
    expect(dataOf(await check(token, orderId)).items.every((i) => !i.returned)).toBe(true);
  });

  // Before the lifecycle a refunded return could be set back to Requested; such rows may exist.
  it('never cancels a return that has a refund, whatever its status says', async () => {
    const { token, userId } = await shopper();
    const { orderId, a } = await deliveredOrder(userId, 1);
    const created = dataOf(await submit(token, await fields(orderId, a.id))).return;
    await t.db.insert(refunds).values({
      id: newObjectId(),
      orderId,
      returnId: created._id,
      amountPaise: 49_900,
      method: 'cash',
      reference: 'R-1',
      status: 'succeeded',
    });
    const res = await call(t.app, 'POST', `/api/orders/cancel-return/${created._id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(returnMessages.cannotCancel);
    expect(await t.db.select().from(returns).where(eq(returns.id, created._id))).toHaveLength(1);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.returnId, created._id));
    expect(line?.returned).toBe(true);
  });
});
