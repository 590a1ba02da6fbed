import { describe, expect, it } from 'vitest';
import { pushRoutesApi } from '../../../contract/api/push';
import { orderNumber } from '../../../contract/order-number';
import type { OrderPush } from '../../../contract/order-push';
import type { OrderStatus } from '../../../contract/statuses';
import { createJobRunner } from '../../jobs/job-runner';
import { JOB_NAMES } from '../../jobs/shop-jobs';
import { registerCustomer } from '../../testing/accounts';
import { insertTestOrder } from '../../testing/orders';
import { createTestDevice } from '../../testing/push-device';
import { call } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { transitionOrder } from './transition-order';

/** The order lifecycle queues the shopper's push with each step it pushes (docs/decisions/213). */
describe.each(TEST_DATABASE_KINDS)('order steps pushed by the lifecycle (%s)', (kind) => {
  const t = useTestApp(kind);

  it('pushes shipped, out for delivery, delivered and a late payment, each once, and no correction', async () => {
    const shopper = await registerCustomer(t.app);
    const device = createTestDevice();
    const subscribed = await call(t.app, 'POST', pushRoutesApi.subscribe.path, {
      token: shopper.accessToken,
      body: device.subscription,
    });
    expect(subscribed.status).toBe(200);
    const product = await createProduct(t.db);
    const orderOf = (status: OrderStatus) =>
      insertTestOrder(t.db, {
        userId: shopper.user._id,
        status,
        tracking: 'AWB12345',
        lines: [{ productId: product.id, quantity: 1 }],
      });
    const orderId = await orderOf('Processing');
    const move = (to: OrderStatus, actor: 'admin' | 'system' = 'admin') =>
      t.db.transaction((tx) => transitionOrder(tx, { orderId, to, actor }));
    await move('Shipped');
    await move('Out for Delivery', 'system');
    // Staff correcting a scan back and forth is no news of its own.
    await move('Shipped');
    await move('Out for Delivery', 'system');
    await move('Delivered', 'system');
    const waiting = await orderOf('Awaiting Payment');
    await t.db.transaction((tx) => transitionOrder(tx, { orderId: waiting, to: 'Paid', actor: 'system' }));

    // The background job sends them, as on a running server.
    const jobs = createJobRunner({ db: t.db, databaseKind: t.kind, integrations: t.integrations });
    await jobs.runJobOnce(JOB_NAMES.pushDispatch);
    const messages = t.integrations.pushSandbox?.messagesFor(device.subscription.endpoint) ?? [];
    const pushes = messages.map((message) => JSON.parse(device.decrypt(message.body)) as OrderPush);
    const number = orderNumber(orderId);
    expect(pushes.map((push) => push.title)).toEqual([
      `Order #${number} has shipped`,
      `Order #${number} is out for delivery`,
      `Order #${number} is out for delivery`,
      `Order #${number} was delivered`,
      `Payment received for order #${orderNumber(waiting)}`,
    ]);
    expect(pushes.map((push) => push.order.status)).toEqual([
      'Shipped',
      'Out for Delivery',
      'Out for Delivery',
      'Delivered',
      'Paid',
    ]);
    // One topic per order, so a push service holding an earlier step for a device that is off
    // replaces it with the later one; the notification's tag does the same on the device.
    expect(messages.slice(0, 4).map((message) => message.topic)).toEqual(Array(4).fill(orderId));
    expect(messages.slice(0, 3).every((message) => message.replaced)).toBe(true);
    expect(new Set(pushes.slice(0, 4).map((push) => push.tag))).toEqual(new Set([`order-${orderId}`]));
  });
});
