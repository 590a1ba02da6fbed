import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { returnMessages } from '../../../contract/returns';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { returns } from '../../db/schema/returns';
import { users } from '../../db/schema/users';
import { FORM_UNREADABLE } from '../../http/read-form';
import { call, dataOf } from '../../testing/requests';
import { png, useShopperReturnsTest } from '../../testing/shopper-returns';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('shopper returns: submitting one (%s)', (kind) => {
  const { t, uploadsDir, shopper, deliveredOrder, submit, fields, check } = useShopperReturnsTest(kind);

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
    expect(text.body.message).toBe('Please upload a photo (JPEG, PNG, WebP, GIF or AVIF)');

    // Just over 5 MB, but under the 6 MB body limit: the photo's own limit answers.
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png());
    const large = await submit(token, { ...base, image: new Blob([big], { type: 'image/png' }) });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(returnMessages.photoTooLarge);
    const huge = await submit(token, { ...base, image: new Blob([new Uint8Array(7 * 1024 * 1024)]) });
    expect(huge.status).toBe(413);

    expect(await t.db.select().from(returns).where(eq(returns.orderId, orderId))).toHaveLength(0);

    // Several fields wrong: the first in the wizard's order speaks, and every one is named.
    const several = await submit(token, { ...base, reason: '', description: '', quantity: 'two' });
    expect(several.status).toBe(400);
    expect(several.body).toMatchObject({
      message: messages.returnReasonRequired,
      errors: {
        reason: messages.returnReasonRequired,
        description: messages.returnDescriptionRequired,
        quantity: returnMessages.quantity,
      },
    });

    // A body that says it is a form but is not one is the client's error, not the server's.
    const broken = await t.app.request('/api/orders/return', {
      method: 'POST',
      body: 'garbage--',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, message: FORM_UNREADABLE });

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
});
