import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { remittanceMessages, shipmentMessages, trackingMessages } from '../../../contract/shipments';
import type { OrderStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { refunds } from '../../db/schema/payments';
import { shipments } from '../../db/schema/shipments';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { JOB_NAMES } from '../../jobs/shop-jobs';
import { adminAndCustomer, insertTestOrder } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { createProduct, inventoryOf } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createTestIntegrations } from '../../testing/test-integrations';

const MINUTE = 60_000;

describe.each(TEST_DATABASE_KINDS)('shipments, returns to origin and COD remittance on %s', (kind) => {
  // The sandbox courier moves parcels by this clock: a test moves it instead of waiting.
  let clockMs = Date.now();
  const integrations = createTestIntegrations({} as Db, { clock: () => clockMs });
  const t = useTestApp(kind, { seed: true, app: { integrations } });
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  let jobs: JobRunner;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
    jobs = createJobRunner({ db: t.db, databaseKind: t.kind, integrations });
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(t.app, method, path, { token: tokens.adminToken, body });
  const asShopper = (method: string, path: string) => call(t.app, method, path, { token: tokens.customerToken });
  const runJob = async (name: string) => {
    const run = await jobs.runJobOnce(name);
    if (!run.ran) throw new Error(`${name} did not run`);
    return run.result;
  };
  const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const shipmentsOf = (id: string) =>
    t.db.select().from(shipments).where(eq(shipments.orderId, id)).orderBy(shipments.createdAt);
  const refundsOf = (id: string) => t.db.select().from(refunds).where(eq(refunds.orderId, id));
  const mailsOf = async (id: string) =>
    (
      await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.orderId, id), eq(outboxMessages.channel, 'email')))
    ).map((mail) => mail.subject ?? '');
  const eventsOf = async (id: string) =>
    (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at)).map(
      (e) => e.summary,
    );

  /** A packed order of the shopper's, with one product of stock 10 ordered twice (so 8 left). */
  async function packedOrder(paymentMethod: 'Online' | 'COD', status: OrderStatus = 'Processing') {
    const product = await createProduct(t.db, { inventory: 8 });
    const id = await insertTestOrder(t.db, {
      status,
      paymentMethod,
      userId: tokens.customer.user._id,
      lines: [{ productId: product.id, quantity: 2 }],
    });
    return { id, productId: product.id };
  }
  const book = async (id: string, body: Record<string, unknown> = {}) =>
    dataOf(await asAdmin('POST', `/api/admin/orders/${id}/shiprocket`, body)) as Order;
  const trackingCode = async (awb: string) => (await integrations.shipping.track(awb)).shipment_status;

  it('a shopper cancelling a booked order cancels the shipment with the courier first (the reproduction)', async () => {
    clockMs = Date.now();
    const { id, productId } = await packedOrder('COD');
    const booked = await book(id);
    const awb = booked.tracking;
    const cancelled = dataOf(await asShopper('POST', `/api/orders/cancel/${id}`)) as Order;
    expect(cancelled).toMatchObject({
      status: 'Canceled',
      fulfillmentStatus: 'packed',
      tracking: 'NA',
      shipRocketOrderId: null,
    });
    expect(await trackingCode(awb)).toBe(8);
    expect(await shipmentsOf(id)).toEqual([
      expect.objectContaining({ status: 'cancelled', awb, cancelledAt: expect.any(Date) }),
    ]);
    expect(await inventoryOf(t.db, productId)).toBe(10);
    expect(await eventsOf(id)).toEqual([
      expect.stringMatching(/^Shipment booked with /),
      expect.stringMatching(new RegExp(`^Shipment with .+ \\(AWB ${awb}\\) cancelled with the courier$`)),
      'Processing → Cancelled (stock returned)',
    ]);
  });

  it('staff cancelling a booked paid order: shipment cancelled, then refund and restock once', async () => {
    clockMs = Date.now();
    const { id, productId } = await packedOrder('Online');
    const booked = await book(id);
    const order = dataOf(await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' })) as Order;
    expect(order).toMatchObject({ status: 'Canceled', fulfillmentStatus: 'packed', tracking: 'NA' });
    expect(await trackingCode(booked.tracking)).toBe(8);
    expect(await inventoryOf(t.db, productId)).toBe(10);
    // The whole payment goes back, once (the test payment is unknown to the gateway: it stays pending).
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({ amountPaise: (await rowOf(id))?.totalPaise, method: 'gateway' }),
    ]);
  });

  it('a parcel the courier collected is not cancelled: the shopper is told, staff are sent to a return to origin', async () => {
    clockMs = Date.now();
    const { id, productId } = await packedOrder('Online');
    const booked = await book(id);
    clockMs += 3 * MINUTE;
    const before = await rowOf(id);
    const shopper = await asShopper('POST', `/api/orders/cancel/${id}`);
    expect(shopper.status).toBe(409);
    expect(shopper.body.message).toBe(shipmentMessages.customerTooLate);
    const staff = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' });
    expect(staff.status).toBe(409);
    expect(staff.body.message).toBe(shipmentMessages.alreadyCollected);
    expect(await rowOf(id)).toEqual(before);
    expect(await trackingCode(booked.tracking)).toBe(42);
    expect(await inventoryOf(t.db, productId)).toBe(8);
    expect(await refundsOf(id)).toEqual([]);
  });

  it('a shipped order is not cancelled and refunded in one tap (the reproduction): it comes back first', async () => {
    clockMs = Date.now();
    const { id, productId } = await packedOrder('Online');
    const booked = await book(id);
    clockMs += 12 * MINUTE;
    await runJob(JOB_NAMES.trackingSync);
    expect((await rowOf(id))?.status).toBe('Shipped');
    // The shopper's "shipped" mail links the courier's tracking page for the AWB (decision 192).
    const [shippedMail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id));
    expect(shippedMail?.body).toContain(`/sandbox/shiprocket/tracking/${booked.tracking}`);

    const cancel = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' });
    expect(cancel.status).toBe(409);
    expect(await refundsOf(id)).toEqual([]);
    expect(await inventoryOf(t.db, productId)).toBe(8);

    const returning = dataOf(await asAdmin('POST', `/api/admin/orders/${id}/return-to-origin`)) as Order;
    expect(returning).toMatchObject({ status: 'Shipped', fulfillmentStatus: 'rto_in_transit' });
    expect(returning.shipments?.at(-1)).toMatchObject({
      status: 'rto_in_transit',
      returnRequestedAt: expect.any(String),
    });
    expect(await trackingCode(booked.tracking)).toBe(9);
    // Nothing moves before the parcel is back, and it can no longer be "delivered".
    expect(await refundsOf(id)).toEqual([]);
    expect(await inventoryOf(t.db, productId)).toBe(8);
    const delivered = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Delivered' });
    expect(delivered.status).toBe(409);
    expect((await asAdmin('POST', `/api/admin/orders/${id}/return-to-origin`)).status).toBe(409);

    clockMs += 31 * MINUTE;
    await runJob(JOB_NAMES.trackingSync);
    const back = await rowOf(id);
    expect(back).toMatchObject({ status: 'Returned', fulfillmentStatus: 'returned_to_origin' });
    expect(await inventoryOf(t.db, productId)).toBe(10);
    const [refund] = await refundsOf(id);
    expect(refund).toMatchObject({ amountPaise: back?.totalPaise, method: 'gateway' });
    expect(await mailsOf(id)).toEqual([
      expect.stringContaining('has shipped'),
      expect.stringContaining('came back to us'),
    ]);
    expect((await shipmentsOf(id)).map((s) => s.status)).toEqual(['returned_to_origin']);
    // The courier's scans again change nothing: one restock, one refund.
    clockMs += 60 * MINUTE;
    await runJob(JOB_NAMES.trackingSync);
    expect(await inventoryOf(t.db, productId)).toBe(10);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('staff record a returning parcel lost: cancelled, nothing restocked, a COD order owes nothing', async () => {
    clockMs = Date.now();
    const { id, productId } = await packedOrder('COD');
    await book(id);
    clockMs += 12 * MINUTE;
    await runJob(JOB_NAMES.trackingSync);
    await asAdmin('POST', `/api/admin/orders/${id}/return-to-origin`);
    const noNote = await asAdmin('POST', `/api/admin/orders/${id}/return-to-origin/lost`, {});
    expect(noNote.status).toBe(400);
    const lost = dataOf(
      await asAdmin('POST', `/api/admin/orders/${id}/return-to-origin/lost`, { note: 'Courier says the hub lost it' }),
    ) as Order;
    expect(lost).toMatchObject({ status: 'Canceled', cancelReason: 'lost_in_transit', fulfillmentStatus: 'lost' });
    expect(await inventoryOf(t.db, productId)).toBe(8);
    expect(await refundsOf(id)).toEqual([]);
    expect((await asAdmin('POST', `/api/admin/orders/${id}/return-to-origin/received`)).status).toBe(409);
  });

  it('books a COD order only with a courier that takes cash, staff may choose, and the label is a PDF link', async () => {
    clockMs = Date.now();
    const { id } = await packedOrder('COD');
    const list = dataOf(await asAdmin('GET', `/api/admin/orders/${id}/couriers`)) as {
      available_courier_companies: { courier_company_id: number; cod: number }[];
    };
    expect(list.available_courier_companies.every((courier) => courier.cod === 1)).toBe(true);
    const indiaPost = await asAdmin('POST', `/api/admin/orders/${id}/shiprocket`, { courierId: 142 });
    expect(indiaPost.status).toBe(400);
    expect(indiaPost.body.message).toBe(shipmentMessages.courierNotServiceable);
    expect((await asAdmin('POST', `/api/admin/orders/${id}/label`)).status).toBe(409);
    const chosen = list.available_courier_companies.at(-1)?.courier_company_id;
    const order = await book(id, { courierId: chosen });
    expect(order.shipments?.at(-1)).toMatchObject({ courierId: chosen, status: 'booked' });
    const label = dataOf(await asAdmin('POST', `/api/admin/orders/${id}/label`)) as { label_url: string };
    expect(label.label_url).toMatch(/\/sandbox\/shiprocket\/labels\/\d+\.[\w-]{22}\.pdf$/);
  });

  it('a booked AWB changes only by cancelling the shipment and booking again', async () => {
    clockMs = Date.now();
    const { id } = await packedOrder('Online');
    const first = await book(id);
    const overwrite = await asAdmin('POST', `/api/admin/add-tracking/${id}`, {
      tracking: 'TYPO-123',
      replaces: first.tracking,
    });
    expect(overwrite.status).toBe(409);
    expect(overwrite.body.message).toBe(trackingMessages.awbOfBooking(first.tracking));
    expect((await rowOf(id))?.tracking).toBe(first.tracking);

    const unbooked = dataOf(await asAdmin('POST', `/api/admin/orders/${id}/shipment/cancel`)) as Order;
    expect(unbooked).toMatchObject({ status: 'Processing', fulfillmentStatus: 'packed', tracking: 'NA' });
    const second = await book(id, { courierId: 1 });
    expect(second.tracking).not.toBe(first.tracking);
    expect(second.shipments?.map((s) => [s.status, s.awb])).toEqual([
      ['cancelled', first.tracking],
      ['booked', second.tracking],
    ]);
    expect((await asAdmin('POST', `/api/admin/orders/${id}/shiprocket`)).body.message).toBe(
      lifecycleMessages.shipmentExists,
    );
  });

  it('a delivered COD order waits for the courier’s remittance: by staff, or the courier’s report', async () => {
    clockMs = Date.now();
    const byStaff = await packedOrder('COD');
    const byCourier = await packedOrder('COD');
    await book(byStaff.id);
    await book(byCourier.id);
    clockMs += 61 * MINUTE;
    await runJob(JOB_NAMES.trackingSync);
    for (const { id } of [byStaff, byCourier])
      expect(await rowOf(id)).toMatchObject({ status: 'Delivered', paymentStatus: 'cod_to_remit' });
    const dashboard = dataOf(await asAdmin('GET', '/api/admin/dashboard')) as AdminDashboard;
    expect(dashboard.cashToRemit.orders).toBeGreaterThanOrEqual(2);

    const blank = await asAdmin('POST', `/api/admin/orders/${byStaff.id}/cod-remittance`, { reference: ' ' });
    expect(blank.status).toBe(400);
    const paid = dataOf(
      await asAdmin('POST', `/api/admin/orders/${byStaff.id}/cod-remittance`, { reference: 'UTR-7781' }),
    ) as Order;
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.timeline?.at(-1)).toMatchObject({ kind: 'payment', summary: expect.stringContaining('UTR-7781') });
    const again = await asAdmin('POST', `/api/admin/orders/${byStaff.id}/cod-remittance`, { reference: 'UTR-7781' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(remittanceMessages.notAwaiting);

    // Before the courier remits, the job leaves it; after, it records the remittance once.
    await runJob(JOB_NAMES.codRemittance);
    expect((await rowOf(byCourier.id))?.paymentStatus).toBe('cod_to_remit');
    clockMs += 121 * MINUTE;
    await runJob(JOB_NAMES.codRemittance);
    await runJob(JOB_NAMES.codRemittance);
    expect((await rowOf(byCourier.id))?.paymentStatus).toBe('paid');
    expect((await eventsOf(byCourier.id)).filter((e) => e.startsWith('Cash on delivery remitted'))).toHaveLength(1);
  });
});
