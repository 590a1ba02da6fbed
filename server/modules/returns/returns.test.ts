import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../contract/envelope';
import { messages } from '../../../contract/messages';
import { type ReturnCheck, type ReturnSubmitted, returnMessages } from '../../../contract/returns';
import type { OrderStatus } from '../../../contract/statuses';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { users } from '../../db/schema/users';
import { newObjectId } from '../../lib/object-id';
import { registerCustomer } from '../../testing/accounts';
import { insertTestOrder } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const DAY = 24 * 60 * 60 * 1000;
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();

describe.each(TEST_DATABASE_KINDS)('shopper returns (%s)', (kind) => {
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

  it('submits a return: stores the photo, flags the line and moves the order', async () => {
    const { token, userId } = await shopper();
    const { orderId, a, b } = await deliveredOrder(userId, 2);
    const res = await submit(token, await fields(orderId, a.id));
    expect(res.status).toBe(201);
    if (!res.body.success) throw new Error(res.body.message);
    expect(res.body.data.success).toBe(true);
    expect(res.body.data.message).toBe('Return request submitted');
    const created = res.body.data.return;
    expect(created).toMatchObject({ status: 'Requested', orderId, productId: a.id, userId, reason: 'Damaged' });
    expect(created.image).toBe(`/api/orders/return-photo/${created._id}`);
    expect(existsSync(path.join(uploadsDir, 'returns', `${created._id}.webp`))).toBe(true);
    const [me] = await t.db.select().from(users).where(eq(users.id, userId));
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId));
    expect(mail).toEqual([
      expect.objectContaining({
        recipient: me?.email,
        status: 'pending',
        subject: expect.stringContaining('we have your return request'),
      }),
    ]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events).toEqual([expect.objectContaining({ kind: 'status', actor: 'customer', actorId: userId })]);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'Return Requested', returnStatus: 'Return Requested' });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.find((l) => l.productId === a.id)).toMatchObject({
      returned: true,
      returnedQuantity: 1,
      returnId: created._id,
    });
    expect(lines.find((l) => l.productId === b.id)).toMatchObject({
      returned: false,
      returnedQuantity: 0,
      returnId: null,
    });

    // The same item twice is refused; the other item can still be returned (decision 110).
    const twice = await submit(token, await fields(orderId, a.id));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(returnMessages.alreadyReturned);
    const checked = dataOf(await check(token, orderId));
    expect(checked.items.find((i) => i.productId === a.id)?.returned).toBe(true);
    expect((await submit(token, { ...(await fields(orderId, b.id)), quantity: '2' })).status).toBe(201);
    const all = await check(token, orderId);
    expect(all.status).toBe(409);
    expect(all.body.message).toBe(returnMessages.allReturned);
  });

  // Reproduction: one unit of a line of two flagged the whole line returned, and the shopper
  // could not return the other unit.
  it('returns units of a line: how many is asked, the rest of the line stays returnable', async () => {
    const { token, userId } = await shopper();
    const { orderId, b } = await deliveredOrder(userId, 2);
    const zero = await submit(token, { ...(await fields(orderId, b.id)), quantity: '0' });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(returnMessages.quantity);
    const tooMany = await submit(token, { ...(await fields(orderId, b.id)), quantity: '3' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(returnMessages.tooMany(2));

    const first = dataOf(await submit(token, { ...(await fields(orderId, b.id)), quantity: '1' })).return;
    let line = dataOf(await check(token, orderId)).items.find((i) => i.productId === b.id);
    expect(line).toMatchObject({ quantity: 2, returnableQuantity: 1, returned: false });
    const again = await submit(token, { ...(await fields(orderId, b.id)), quantity: '2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(returnMessages.tooMany(1));
    const second = dataOf(await submit(token, await fields(orderId, b.id))).return;
    line = dataOf(await check(token, orderId)).items.find((i) => i.productId === b.id);
    expect(line).toMatchObject({ returnableQuantity: 0, returned: true });
    const rows = await t.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(rows.map((r) => [r.id, r.quantity]).sort()).toEqual(
      [
        [first._id, 1],
        [second._id, 1],
      ].sort(),
    );
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.returnId, second._id));
    expect(item).toMatchObject({ returnedQuantity: 2, returned: true });

    // Withdrawing one gives its unit back.
    expect((await call(t.app, 'POST', `/api/orders/cancel-return/${second._id}`, { token })).status).toBe(200);
    const [after] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, item?.id ?? ''));
    expect(after).toMatchObject({ returnedQuantity: 1, returned: false, returnId: first._id });
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

  it('validates the fields and the photo by its content', async () => {
    const { token, userId } = await shopper();
    const { orderId, a } = await deliveredOrder(userId, 1);
    const base = await fields(orderId, a.id);

    const { image: _image, ...noImage } = base;
    const missing = await submit(token, noImage);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.returnImageRequired);

    const noReason = await submit(token, { ...base, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(messages.returnReasonRequired);
    const noDescription = await submit(token, { ...base, description: '' });
    expect(noDescription.status).toBe(400);
    expect(noDescription.body.message).toBe(messages.returnDescriptionRequired);

    const text = await submit(token, { ...base, image: new Blob(['not a picture'], { type: 'image/png' }) });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Please upload a photo (JPEG, PNG or WebP)');

    // Just over 5 MB, but under the 6 MB body limit: the photo's own limit answers.
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png());
    const large = await submit(token, { ...base, image: new Blob([big], { type: 'image/png' }) });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(returnMessages.photoTooLarge);
    const huge = await submit(token, { ...base, image: new Blob([new Uint8Array(7 * 1024 * 1024)]) });
    expect(huge.status).toBe(413);

    expect(await t.db.select().from(returns).where(eq(returns.orderId, orderId))).toHaveLength(0);

    // A path in the file name changes nothing: the photo is stored under a generated name.
    const before = new Set(readdirSync(path.join(uploadsDir, 'returns')));
    const sneaky = await submit(token, base, '../../escape.png');
    expect(sneaky.status).toBe(201);
    if (!sneaky.body.success) throw new Error(sneaky.body.message);
    const added = readdirSync(path.join(uploadsDir, 'returns')).filter((f) => !before.has(f));
    expect(added).toEqual([`${sneaky.body.data.return._id}.webp`]);
    expect(existsSync(path.join(uploadsDir, '..', 'escape.png'))).toBe(false);
    expect(existsSync(path.join(uploadsDir, 'escape.png'))).toBe(false);
  });

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
