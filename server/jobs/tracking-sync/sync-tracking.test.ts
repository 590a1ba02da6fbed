import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderNumber } from '../../../contract/order-number';
import type { OrderStatus } from '../../../contract/statuses';
import { orderEvents, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import type { Integrations } from '../../integrations/select-integrations';
import { insertTestOrder, TEST_ADDRESS } from '../../testing/orders';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createTestIntegrations } from '../../testing/test-integrations';
import { createJobRunner, type JobRunner } from '../job-runner';
import { JOB_NAMES } from '../shop-jobs';

const MINUTE = 60_000;

describe.each(TEST_DATABASE_KINDS)('tracking sync (%s)', (kind) => {
  const t = useTestApp(kind);
  // The sandbox moves a parcel by its own clock: the test moves the clock, not the wall.
  let clockMs = Date.now();
  let integrations: Integrations;
  let jobs: JobRunner;
  beforeAll(() => {
    integrations = createTestIntegrations(t.db, { clock: () => clockMs });
    jobs = createJobRunner({ db: t.db, databaseKind: t.kind, integrations });
    // The job announces each status change it makes; the tests read the rows instead.
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterAll(() => vi.mocked(console.info).mockRestore());
  const sync = async () => {
    const run = await jobs.runJobOnce(JOB_NAMES.trackingSync);
    if (!run.ran) throw new Error('the tracking sync did not run');
    return run.result;
  };

  /** An order booked with the courier (sandbox) now, as the admin's booking leaves it. */
  async function bookedOrder(status: OrderStatus = 'Processing') {
    const product = await createProduct(t.db);
    const id = await insertTestOrder(t.db, {
      status,
      paymentMethod: 'COD',
      fulfillmentStatus: 'shipment_booked',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const shipment = await integrations.shipping.createOrder({
      orderId: id,
      orderDate: new Date(clockMs),
      billing: { ...TEST_ADDRESS, email: 'asha@example.in' },
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
    return { id, awb: assigned.awb_code };
  }
  const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const eventsOf = (id: string, kind: 'status' | 'shipment') =>
    t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, kind)))
      .orderBy(orderEvents.at, orderEvents.id);
  const mailsOf = async (id: string) =>
    (
      await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.orderId, id), eq(outboxMessages.channel, 'email')))
        .orderBy(outboxMessages.createdAt, outboxMessages.id)
    ).map((mail) => mail.subject);

  it('moves an order Shipped → Out for Delivery → Delivered: one mail per step, one event per scan', async () => {
    clockMs = Date.now();
    const { id, awb } = await bookedOrder();
    const number = orderNumber(id);

    await sync();
    expect((await rowOf(id))?.status).toBe('Processing');
    expect((await eventsOf(id, 'shipment')).map((event) => event.summary)).toEqual([
      expect.stringMatching(
        /^Courier: Pickup scheduled with .+, Kolkata, West Bengal \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d IST\)$/,
      ),
    ]);
    expect(await mailsOf(id)).toEqual([]);

    clockMs += 3 * MINUTE;
    await sync();
    await sync();
    expect(await rowOf(id)).toMatchObject({ status: 'Shipped', fulfillmentStatus: 'shipped', tracking: awb });
    expect(await mailsOf(id)).toEqual([expect.stringContaining('has shipped')]);
    const [shippedMail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id));
    expect(shippedMail?.body).toContain(`Tracking number: ${awb}`);

    clockMs += 30 * MINUTE;
    await sync();
    expect(await rowOf(id)).toMatchObject({ status: 'Out for Delivery', fulfillmentStatus: 'out_for_delivery' });

    clockMs += 30 * MINUTE;
    await sync();
    const delivered = await rowOf(id);
    // The courier has the cash now; it is the shop's once remitted (decision 191).
    expect(delivered).toMatchObject({
      status: 'Delivered',
      fulfillmentStatus: 'delivered',
      paymentStatus: 'cod_to_remit',
    });
    expect(delivered?.deliveryDate).toBeInstanceOf(Date);

    // Once per step and once per scan; running it again changes nothing.
    const after = {
      mails: await mailsOf(id),
      scans: await eventsOf(id, 'shipment'),
      status: await eventsOf(id, 'status'),
    };
    expect(after.mails).toEqual([
      expect.stringContaining('has shipped'),
      expect.stringContaining('is out for delivery'),
      expect.stringContaining('has been delivered'),
    ]);
    expect(after.mails.every((subject) => subject?.includes(number))).toBe(true);
    expect(after.scans.map((event) => event.data?.activity)).toEqual([
      expect.stringMatching(/^Pickup scheduled/),
      'Shipment picked up from the seller',
      expect.stringMatching(/^Shipment left the .+ hub$/),
      expect.stringMatching(/^Shipment reached the .+ hub$/),
      expect.stringMatching(/^Out for delivery with/),
      'Delivered to the consignee',
    ]);
    expect(after.scans.every((event) => event.actor === 'system')).toBe(true);
    expect(after.status.map((event) => [event.actor, event.data?.from, event.data?.to])).toEqual([
      ['system', 'Processing', 'Shipped'],
      ['system', 'Shipped', 'Out for Delivery'],
      ['system', 'Out for Delivery', 'Delivered'],
    ]);
    clockMs += 60 * MINUTE;
    await sync();
    expect(await mailsOf(id)).toEqual(after.mails);
    expect(await eventsOf(id, 'shipment')).toHaveLength(6);
    expect(await eventsOf(id, 'status')).toHaveLength(3);
  });

  it('a parcel first seen delivered goes Shipped → Delivered with one mail, the last', async () => {
    clockMs = Date.now();
    const { id } = await bookedOrder('Placed');
    clockMs += 61 * MINUTE;
    await sync();
    expect((await rowOf(id))?.status).toBe('Delivered');
    expect((await eventsOf(id, 'status')).map((event) => [event.data?.to, event.data?.notified])).toEqual([
      ['Shipped', false],
      ['Delivered', true],
    ]);
    expect(await mailsOf(id)).toEqual([expect.stringContaining('has been delivered')]);
    expect(await eventsOf(id, 'shipment')).toHaveLength(6);
  });

  it('leaves a cancelled order alone, though its parcel moves', async () => {
    clockMs = Date.now();
    const { id } = await bookedOrder();
    await t.db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, id));
    clockMs += 61 * MINUTE;
    const result = await sync();
    expect(result).toMatchObject({ failed: 0 });
    expect((await rowOf(id))?.status).toBe('Canceled');
    expect(await eventsOf(id, 'shipment')).toEqual([]);
    expect(await mailsOf(id)).toEqual([]);
  });
});
