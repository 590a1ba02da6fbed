import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { pushRoutesApi } from '../../contract/api/push';
import { orderNumber } from '../../contract/order-number';
import type { OrderPush } from '../../contract/order-push';
import { dispatchPushes } from '../../server/modules/push/dispatch-pushes';
import { registerCustomer } from '../../server/testing/accounts';
import { adminAndCustomer, insertTestOrder } from '../../server/testing/orders';
import { createTestDevice } from '../../server/testing/push-device';
import { call } from '../../server/testing/requests';
import { createProduct } from '../../server/testing/shop';
import { useTestApp } from '../../server/testing/test-app';
import { createApiClient } from '../api/client';
import { saveSessionUser } from '../data/session';
import { ShopDatabase } from '../data/shop-database';
import { refreshOrder } from '../domains/orders/orders-mirror';
import { DATABASE_NAME } from './mirror-database';
import { applyOrderPush } from './mirror-order-push';

/**
 * The worker's half of a push (sw/push.ts): what the real server pushed, decrypted as the device
 * does, written into the order the device mirrors, read back as the order page reads it (Dexie).
 */
describe('a push updates the mirrored order', () => {
  const t = useTestApp('pglite');
  let factory: IDBFactory;
  let database: ShopDatabase;

  beforeEach(async () => {
    factory = new IDBFactory();
    database = new ShopDatabase(DATABASE_NAME, { indexedDB: factory, IDBKeyRange });
    await database.open();
  });

  /** A shopper whose device mirrors one order and takes order news; the order then ships. */
  async function shippedWhileAway() {
    const shopper = await registerCustomer(t.app);
    await saveSessionUser(shopper.user, database);
    const device = createTestDevice();
    await call(t.app, 'POST', pushRoutesApi.subscribe.path, { token: shopper.accessToken, body: device.subscription });
    const product = await createProduct(t.db);
    const orderId = await insertTestOrder(t.db, {
      userId: shopper.user._id,
      status: 'Processing',
      tracking: 'AWB777',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const client = createApiClient({
      baseUrl: 'http://shop.test/',
      fetch: async (input, init) => t.app.request(new Request(input, init)),
      token: () => shopper.accessToken,
    });
    await refreshOrder(orderId, { database, client });
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    await call(t.app, 'POST', `/api/admin/edit-status/${orderId}`, {
      token: adminToken,
      body: { newStatus: 'Shipped' },
    });
    await dispatchPushes(t.db, t.integrations.push, new Date(Date.now() + 1000));
    const [message] = t.integrations.pushSandbox?.messagesFor(device.subscription.endpoint) ?? [];
    if (!message) throw new Error('nothing was pushed');
    return { shopper, orderId, push: JSON.parse(device.decrypt(message.body)) as OrderPush };
  }

  it('shows the new status and step on the device, once', async () => {
    const { orderId, push } = await shippedWhileAway();
    expect((await database.orders.get(orderId))?.status).toBe('Processing');

    database.close();
    expect(await applyOrderPush(push, factory)).toBe(true);
    expect(await applyOrderPush(push, factory)).toBe(false);
    await database.open();
    const row = await database.orders.get(orderId);
    expect(row).toMatchObject({ status: 'Shipped', fulfillmentStatus: 'shipped', tracking: 'AWB777' });
    expect(row?.timeline?.map((event) => event.summary).slice(-1)).toEqual([
      `Order #${orderNumber(orderId)} has shipped`,
    ]);
  });

  it('starts the timeline of an order mirrored without one (from the orders list)', async () => {
    const { orderId, push } = await shippedWhileAway();
    const listed = await database.orders.get(orderId);
    if (!listed) throw new Error('not mirrored');
    await database.orders.put({ ...listed, timeline: undefined });
    database.close();
    expect(await applyOrderPush(push, factory)).toBe(true);
    await database.open();
    const row = await database.orders.get(orderId);
    expect(row?.status).toBe('Shipped');
    expect(row?.timeline?.map((event) => event.summary)).toEqual([`Order #${orderNumber(orderId)} has shipped`]);
  });

  it('leaves a newer mirror, and another shopper on the device, alone', async () => {
    const { orderId, push } = await shippedWhileAway();
    database.close();
    const late = {
      ...push,
      order: { ...push.order, status: 'Processing' as const, updatedAt: '2000-01-01T00:00:00.000Z' },
    };
    expect(await applyOrderPush(late, factory)).toBe(false);

    await database.open();
    await saveSessionUser((await registerCustomer(t.app)).user, database);
    database.close();
    expect(await applyOrderPush(push, factory)).toBe(false);
    await database.open();
    expect((await database.orders.get(orderId))?.status).toBe('Processing');
  });
});
