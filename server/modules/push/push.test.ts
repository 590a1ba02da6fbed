import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pushRoutesApi } from '../../../contract/api/push';
import { orderNumber } from '../../../contract/order-number';
import type { OrderPush } from '../../../contract/order-push';
import { type PushKey, pushMessages } from '../../../contract/push';
import type { OrderStatus } from '../../../contract/statuses';
import { orderEvents } from '../../db/schema/orders';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push';
import { IntegrationError } from '../../integrations/integration-error';
import type { PushService } from '../../integrations/push/push-service';
import { registerCustomer } from '../../testing/accounts';
import { adminAndCustomer, insertTestOrder, TEST_ADDRESS } from '../../testing/orders';
import { createTestDevice, type TestDevice, verifiedVapidClaims } from '../../testing/push-device';
import { call, dataOf } from '../../testing/requests';
import { insertTestReturn } from '../../testing/returns';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { MAIL_BACKOFF_MINUTES } from '../outbox/mail-retry';
import { dispatchPushes } from './dispatch-pushes';

describe.each(TEST_DATABASE_KINDS)('Web Push for order steps (%s)', (kind) => {
  const t = useTestApp(kind);
  const sandbox = () => {
    if (!t.integrations.pushSandbox) throw new Error('the tests run on the push-service sandbox');
    return t.integrations.pushSandbox;
  };
  const subscribe = (token: string, body: unknown) =>
    call(t.app, 'POST', pushRoutesApi.subscribe.path, { token, body });
  const unsubscribe = (token: string, endpoint: string) =>
    call(t.app, 'POST', pushRoutesApi.unsubscribe.path, { token, body: { endpoint } });
  const devicesOf = (userId: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const queuedFor = (orderId: string) => t.db.select().from(pushOutbox).where(eq(pushOutbox.orderId, orderId));
  /** A little after now, so everything just queued is due. */
  const soon = () => new Date(Date.now() + 1000);
  const dispatch = (now = soon()) => dispatchPushes(t.db, t.integrations.push, now);

  async function shopperWithDevice() {
    const shopper = await registerCustomer(t.app);
    const device = createTestDevice();
    expect((await subscribe(shopper.accessToken, device.subscription)).status).toBe(200);
    return { ...shopper, device };
  }
  async function orderOf(userId: string | null, status: OrderStatus = 'Processing') {
    const product = await createProduct(t.db);
    return insertTestOrder(t.db, {
      userId,
      status,
      tracking: 'AWB12345',
      lines: [{ productId: product.id, quantity: 1 }],
    });
  }
  let staff: Promise<string> | undefined;
  /** Staff change the order's status in the back office. */
  const move = async (orderId: string, to: OrderStatus) => {
    staff ??= adminAndCustomer(t.app, t.db).then((tokens) => tokens.adminToken);
    const answer = await call(t.app, 'POST', `/api/admin/edit-status/${orderId}`, {
      token: await staff,
      body: { newStatus: to },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  /** What the sandbox received for the device, decrypted with the device's own keys. */
  const received = (device: TestDevice) =>
    sandbox()
      .messagesFor(device.subscription.endpoint)
      .map((message) => ({ message, push: JSON.parse(device.decrypt(message.body)) as OrderPush }));

  it('gives anyone the public key browsers subscribe with', async () => {
    const answer = dataOf(await call<PushKey>(t.app, 'GET', pushRoutesApi.key.path));
    expect(answer.publicKey).toBe(t.integrations.push.publicKey);
    expect(Buffer.from(answer.publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps one row per device, and refreshes its keys when it subscribes again', async () => {
    const shopper = await shopperWithDevice();
    const again = createTestDevice(shopper.device.subscription.endpoint);
    const answer = await subscribe(shopper.accessToken, again.subscription);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { subscribed: true }, message: pushMessages.subscribed });
    const rows = await devicesOf(shopper.user._id);
    expect(rows.map((row) => [row.endpoint, row.p256dh, row.auth])).toEqual([
      [again.subscription.endpoint, again.subscription.keys.p256dh, again.subscription.keys.auth],
    ]);
  });

  it('refuses a subscription without a session', async () => {
    const answer = await call(t.app, 'POST', pushRoutesApi.subscribe.path, { body: createTestDevice().subscription });
    expect(answer.status).toBe(401);
  });

  it('refuses a malformed subscription with a 400 that names the problem, and keeps nothing', async () => {
    const shopper = await registerCustomer(t.app);
    const good = createTestDevice().subscription;
    const cases: [unknown, string, string][] = [
      [{ ...good, endpoint: 'ftp://push.example.test/x' }, 'endpoint', pushMessages.endpointInvalid],
      [{ ...good, endpoint: 'not a url' }, 'endpoint', pushMessages.endpointInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, 'keys.p256dh', pushMessages.p256dhInvalid],
      // 65 bytes of the right length and shape, but no point on the curve.
      [
        { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        'keys.p256dh',
        pushMessages.p256dhInvalid,
      ],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'keys.auth', pushMessages.authInvalid],
      [{ endpoint: good.endpoint }, 'keys', pushMessages.p256dhInvalid],
    ];
    for (const [body, field, message] of cases) {
      const answer = await subscribe(shopper.accessToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    }
    expect(await devicesOf(shopper.user._id)).toEqual([]);
  });

  it("never lets a shopper take over or switch off another shopper's device", async () => {
    const owner = await shopperWithDevice();
    const other = await registerCustomer(t.app);
    const stolen = createTestDevice(owner.device.subscription.endpoint);

    const takeOver = await subscribe(other.accessToken, stolen.subscription);
    expect(takeOver.status).toBe(409);
    expect(takeOver.body).toMatchObject({ success: false, message: pushMessages.otherAccount });
    const switchOff = await unsubscribe(other.accessToken, owner.device.subscription.endpoint);
    expect(switchOff.status).toBe(200);

    // The owner's row is as it was, keys and all, and their news still reaches their device.
    const rows = await devicesOf(owner.user._id);
    expect(rows.map((row) => row.p256dh)).toEqual([owner.device.subscription.keys.p256dh]);
    expect(await devicesOf(other.user._id)).toEqual([]);
    const orderId = await orderOf(owner.user._id);
    await move(orderId, 'Shipped');
    await dispatch();
    expect(received(owner.device).map(({ push }) => push.orderId)).toEqual([orderId]);
  });

  it('sends one push per change, encrypted for the device and signed with the shop key', async () => {
    const shopper = await shopperWithDevice();
    const orderId = await orderOf(shopper.user._id);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await move(orderId, 'Shipped');
    info.mockRestore();
    expect(await queuedFor(orderId)).toHaveLength(1);

    const first = await dispatch();
    const second = await dispatch();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ sent: 0, gone: 0, retrying: 0, failed: 0 });

    const messages = received(shopper.device);
    expect(messages).toHaveLength(1);
    const [{ message, push }] = messages as [(typeof messages)[number]];
    expect(push).toEqual({
      title: `Order #${orderNumber(orderId)} has shipped`,
      body: expect.stringContaining('on its way'),
      url: `/order/${orderId}`,
      tag: `order-${orderId}`,
      orderId,
      order: expect.objectContaining({ status: 'Shipped', fulfillmentStatus: 'shipped', tracking: 'AWB12345' }),
      event: expect.objectContaining({ kind: 'status', summary: `Order #${orderNumber(orderId)} has shipped` }),
    });
    // Nothing of the order's private details rides along: no address, phone, e-mail or lines.
    const text = JSON.stringify(push);
    for (const secret of [TEST_ADDRESS.phone, TEST_ADDRESS.streetAddress, 'asha@example.in', shopper.input.email])
      expect(text).not.toContain(secret);
    // RFC 8030 headers; RFC 8292: ES256 by the key the browser subscribed with, for the push service's origin.
    expect(message).toMatchObject({ topic: orderId, urgency: 'normal', contentEncoding: 'aes128gcm' });
    expect(message.ttl).toBeGreaterThan(0);
    expect(message.vapid.publicKey).toBe(t.integrations.push.publicKey);
    const claims = verifiedVapidClaims(message.vapid.token, t.integrations.push.publicKey);
    expect(claims.aud).toBe('https://push.example.test');
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
    expect(Number(claims.exp) * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);

    const timeline = await t.db
      .select({ summary: orderEvents.summary })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'mail')));
    expect(timeline.map((event) => event.summary)).toContain(
      `Push notification 'Order #${orderNumber(orderId)} has shipped' sent to one of the shopper's devices`,
    );
  });

  it('pushes a return approved or rejected and the refund made', async () => {
    const shopper = await shopperWithDevice();
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    const approved = await insertTestReturn(t.db, { userId: shopper.user._id, title: 'Jute laundry basket' });
    const rejected = await insertTestReturn(t.db, { userId: shopper.user._id, title: 'Jute tote' });
    const review = (id: string, returnStatus: string, orderStatus: string) =>
      call(t.app, 'POST', `/api/admin/returns/${id}/update-status`, {
        token: adminToken,
        body: { returnStatus, orderStatus },
      });
    expect((await review(approved.returnId, 'Approved', 'Return Approved')).status).toBe(200);
    expect((await review(rejected.returnId, 'Rejected', 'Return Rejected')).status).toBe(200);
    // A COD order delivered and refunded in cash: the money moved when staff recorded it.
    const codOrder = await orderOf(shopper.user._id, 'Delivered');
    const refund = await call(t.app, 'POST', `/api/admin/edit-status/${codOrder}`, {
      token: adminToken,
      body: { newStatus: 'Refunded', refund: { method: 'cash', reference: 'Receipt 42' } },
    });
    expect(refund.status).toBe(200);
    await dispatch();
    const pushes = received(shopper.device).map(({ push }) => push);
    expect(pushes.map((push) => push.title)).toEqual([
      `Return approved for order #${orderNumber(approved.orderId)}`,
      `Return not accepted for order #${orderNumber(rejected.orderId)}`,
      expect.stringMatching(new RegExp(`^Refund of Rs\\.[\\d,.]+ for order #${orderNumber(codOrder)}$`)),
    ]);
    expect(pushes[0]?.lineReturn).toEqual({ _id: approved.returnId, status: 'Approved' });
    expect(pushes[2]).toMatchObject({ orderId: codOrder, order: { status: 'Refunded' }, event: { kind: 'refund' } });
  });

  it('queues nothing for a shopper who did not opt in, nor for a device switched off', async () => {
    const never = await registerCustomer(t.app);
    const quiet = await shopperWithDevice();
    expect((await unsubscribe(quiet.accessToken, quiet.device.subscription.endpoint)).body).toMatchObject({
      success: true,
      data: { subscribed: false },
      message: pushMessages.unsubscribed,
    });
    expect(await devicesOf(quiet.user._id)).toEqual([]);
    const guest = await orderOf(null);
    const orders = [await orderOf(never.user._id), await orderOf(quiet.user._id), guest];
    for (const orderId of orders) await move(orderId, 'Shipped');
    for (const orderId of orders) expect(await queuedFor(orderId)).toEqual([]);
    await dispatch();
    expect(sandbox().messagesFor(quiet.device.subscription.endpoint)).toEqual([]);
  });

  it('forgets a device the push service calls gone (410), with its queued pushes', async () => {
    const shopper = await shopperWithDevice();
    const orderId = await orderOf(shopper.user._id);
    await move(orderId, 'Shipped');
    await move(orderId, 'Delivered');
    sandbox().expire(shopper.device.subscription.endpoint);
    const result = await dispatch();
    expect(result.gone).toBeGreaterThanOrEqual(1);
    expect(await devicesOf(shopper.user._id)).toEqual([]);
    expect(await queuedFor(orderId)).toEqual([]);
    const timeline = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(timeline.map((event) => event.summary)).toContain(
      `Push notification 'Order #${orderNumber(orderId)} has shipped' not delivered: the device no longer takes notifications, so it was removed`,
    );
  });

  it('tries again later when the push service fails, and gives up at once when it refuses the request', async () => {
    const shopper = await shopperWithDevice();
    const orderId = await orderOf(shopper.user._id);
    await move(orderId, 'Shipped');
    const failing = (status: number): PushService => ({
      ...t.integrations.push,
      async send() {
        throw new IntegrationError('web-push', status, `push service answered ${status}`);
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const now = soon();
    await dispatchPushes(t.db, failing(503), now);
    const [waiting] = await queuedFor(orderId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, error: 'push service answered 503' });
    expect(waiting?.nextAttemptAt).toEqual(new Date(now.getTime() + (MAIL_BACKOFF_MINUTES[0] ?? 1) * 60_000));

    await dispatchPushes(t.db, failing(400), waiting?.nextAttemptAt ?? now);
    warn.mockRestore();
    expect((await queuedFor(orderId))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(sandbox().messagesFor(shopper.device.subscription.endpoint)).toEqual([]);
  });
});
