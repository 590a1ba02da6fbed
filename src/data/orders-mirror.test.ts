import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orders } from '../../server/db/schema/orders';
import { syncOrderTracking } from '../../server/jobs/tracking-sync/sync-order-tracking';
import { registerCustomer } from '../../server/testing/accounts';
import { insertTestOrder, TEST_ADDRESS } from '../../server/testing/orders';
import { createProduct } from '../../server/testing/shop';
import { useTestApp } from '../../server/testing/test-app';
import { createTestIntegrations } from '../../server/testing/test-integrations';
import { createApiClient } from '../api/client';
import type { ShopDatabase } from './db';
import { refreshOrder, refreshOrders } from './orders-mirror';
import { saveSessionUser } from './session';
import { createTestDatabase } from './test-database';

/**
 * The order's timeline (status changes and the courier's scans) comes with get-order and is kept
 * with the order on the device, against the real API in process: the courier's scans are the
 * sandbox aggregator's, recorded by the real tracking sync.
 */
describe('the order timeline on the device', () => {
  const t = useTestApp('pglite');

  let database: ShopDatabase;
  let online: boolean;
  let shopper: Awaited<ReturnType<typeof registerCustomer>>;
  let context: Parameters<typeof refreshOrder>[1];

  beforeEach(async () => {
    shopper = await registerCustomer(t.app);
    database = createTestDatabase();
    await saveSessionUser(shopper.user, database);
    online = true;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      return t.app.request(new Request(input, init));
    };
    const client = createApiClient({ baseUrl: 'http://shop.test/', fetch, token: () => shopper.accessToken });
    context = { database, client };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  /** A COD order of the shopper booked with the sandbox courier, tracked once by the real sync. */
  async function trackedOrder(): Promise<string> {
    const integrations = createTestIntegrations(t.db);
    const product = await createProduct(t.db);
    const id = await insertTestOrder(t.db, {
      userId: shopper.user._id,
      status: 'Processing',
      paymentMethod: 'COD',
      fulfillmentStatus: 'shipment_booked',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const shipment = await integrations.shipping.createOrder({
      orderId: id,
      orderDate: new Date(),
      billing: { ...TEST_ADDRESS, email: shopper.user.email },
      items: [{ name: product.title, sku: product.articleCode, units: 1, sellingPaise: 49_900 }],
      paymentMethod: 'COD',
      subTotalPaise: 49_900,
    });
    const assigned = await integrations.shipping.assignAwb({ shipmentId: shipment.shipment_id });
    await t.db
      .update(orders)
      .set({
        shipRocketOrderId: String(shipment.order_id),
        shipmentId: String(shipment.shipment_id),
        courierName: assigned.courier_name,
      })
      .where(eq(orders.id, id));
    const synced = await syncOrderTracking(t.db, integrations.shipping, {
      id,
      shipmentId: String(shipment.shipment_id),
      tracking: 'NA',
    });
    expect(synced.scans).toBeGreaterThan(0);
    return id;
  }

  const courierScans = async (id: string) =>
    ((await database.orders.get(id))?.timeline ?? [])
      .filter((event) => event.kind === 'shipment')
      .map((event) => event.summary);

  it("stores the courier's scans with the order, keeps them through a list refresh and offline", async () => {
    const id = await trackedOrder();
    await refreshOrder(id, context);
    const scans = await courierScans(id);
    expect(scans).toEqual([expect.stringMatching(/^Courier: Pickup scheduled with .+, Kolkata/)]);

    // The list answer carries no timelines: the opened order keeps its own.
    await refreshOrders(context);
    expect(await courierScans(id)).toEqual(scans);

    online = false;
    await refreshOrder(id, context);
    await refreshOrders(context);
    expect(await courierScans(id)).toEqual(scans);
    expect((await database.orders.get(id))?.courierName).toBeTruthy();
  });
});
