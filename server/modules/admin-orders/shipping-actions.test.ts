import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceResponse } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import { type BookShipmentInput, shipmentMessages, trackingMessages } from '../../../contract/shipments';
import type { OrderStatus } from '../../../contract/statuses';
import { orderEvents, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import type { CourierList, TrackingData } from '../../integrations/shiprocket/shipping-gateway';
import { adminAndCustomer, insertTestOrder } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { NO_ADDRESS, SHIPROCKET_NOT_CREATED } from './shipping-actions';

describe.each(TEST_DATABASE_KINDS)('admin shipping actions on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
  });
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(t.app, method, path, { token: tokens.adminToken, body });
  const book = (id: string, body?: BookShipmentInput) => asAdmin('POST', `/api/admin/orders/${id}/shiprocket`, body);
  const addTracking = (id: string, tracking: string, more: { courierName?: string; replaces?: string } = {}) =>
    asAdmin('POST', `/api/admin/add-tracking/${id}`, { tracking, ...more });
  const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const eventsOf = (id: string, kind: 'status' | 'shipment') =>
    t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, kind)));
  const mailsOf = (id: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.orderId, id), eq(outboxMessages.channel, 'email')));
  /** Every shipment the aggregator is asked to create; the sandbox creates one per call. */
  const countBookings = () => vi.spyOn(t.integrations.shipping, 'createOrder');

  it('books a paid order: ids stored, Processing, shipment booked, on the timeline with the staff member', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    const noInvoice = await asAdmin('POST', `/api/admin/orders/${id}/invoice`);
    expect(noInvoice.status).toBe(409);
    expect(noInvoice.body.message).toBe(SHIPROCKET_NOT_CREATED);

    // Not packed yet: the booking says so, and goes ahead only when staff skip the desk knowingly.
    const unpacked = await book(id);
    expect(unpacked.status).toBe(409);
    expect(unpacked.body.message).toBe(shipmentMessages.notPacked);
    expect(await eventsOf(id, 'shipment')).toEqual([]);
    const order = dataOf(await book(id, { skipPacking: true })) as Order;
    expect(order).toMatchObject({ status: 'Processing', fulfillmentStatus: 'shipment_booked' });
    expect(order.shipRocketOrderId).toMatch(/^\d+$/);
    expect(order.shipmentId).toMatch(/^\d+$/);
    expect(order.tracking).not.toBe('NA');
    expect(order.courierName).toEqual(expect.any(String));

    const [shipment] = await eventsOf(id, 'shipment');
    expect(shipment).toMatchObject({
      actor: 'admin',
      actorId: tokens.admin.id,
      summary: `Shipment booked with ${order.courierName}, AWB ${order.tracking} (before packing)`,
    });
    const [status] = await eventsOf(id, 'status');
    expect(status).toMatchObject({
      actor: 'admin',
      actorId: tokens.admin.id,
      data: { from: 'Paid', to: 'Processing' },
    });
    expect(order.timeline?.map((e) => e.kind)).toEqual(expect.arrayContaining(['shipment', 'status']));
    // Processing is an internal step: the shopper is not mailed about it.
    expect(await mailsOf(id)).toEqual([]);

    const invoice = dataOf(await asAdmin('POST', `/api/admin/orders/${id}/invoice`)) as AdminInvoiceResponse;
    expect(invoice.invoice_url).toMatch(/^https?:\/\//);
    const tracking = dataOf(await asAdmin('GET', `/api/admin/tracking/${order.tracking}`)) as TrackingData;
    expect(tracking.track_status).toBe(1);
    expect(tracking.shipment_track[0]?.awb_code).toBe(order.tracking);
  });

  it('books twice: the second gets 409 and the aggregator is not called again', async () => {
    const id = await insertTestOrder(t.db, { status: 'Processing', paymentMethod: 'COD' });
    const first = dataOf(await book(id)) as Order;
    const calls = countBookings();
    try {
      const twice = await book(id);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe(lifecycleMessages.shipmentExists);
      expect(calls).not.toHaveBeenCalled();
    } finally {
      calls.mockRestore();
    }
    expect((await rowOf(id))?.shipRocketOrderId).toBe(first.shipRocketOrderId);
    expect(await eventsOf(id, 'shipment')).toHaveLength(1);
  });

  it('two bookings at once create one shipment: the row lock is held while the aggregator is called', async () => {
    const id = await insertTestOrder(t.db, { status: 'Processing', paymentMethod: 'COD' });
    const calls = countBookings();
    try {
      const answers = await Promise.all([book(id), book(id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(calls).toHaveBeenCalledTimes(1);
    } finally {
      calls.mockRestore();
    }
    expect(await eventsOf(id, 'shipment')).toHaveLength(1);
  });

  it('refuses to book an order that is not awaiting shipment (the reproduction): 409, no shipment, nothing changed', async () => {
    for (const status of [
      'Shipped',
      'Out for Delivery',
      'Delivered',
      'Canceled',
      'Awaiting Payment',
    ] as OrderStatus[]) {
      const id = await insertTestOrder(t.db, { status, tracking: 'AWB-KEPT' });
      const before = await rowOf(id);
      const calls = countBookings();
      try {
        const res = await book(id);
        expect(res.status, status).toBe(409);
        expect(res.body.message).toBe(lifecycleMessages.notAwaitingShipment);
        expect(calls).not.toHaveBeenCalled();
      } finally {
        calls.mockRestore();
      }
      expect(await rowOf(id), status).toEqual(before);
      expect(await eventsOf(id, 'status')).toEqual([]);
    }
  });

  it('books a packed (Processing) order without a second status change; the AWB becomes its tracking', async () => {
    const id = await insertTestOrder(t.db, { status: 'Processing' });
    const order = dataOf(await book(id)) as Order;
    expect(order).toMatchObject({ status: 'Processing', fulfillmentStatus: 'shipment_booked' });
    expect(order.tracking).toMatch(/^SBX/);
    expect(order.shipments).toEqual([
      expect.objectContaining({ status: 'booked', awb: order.tracking, skippedPacking: false }),
    ]);
    expect(await eventsOf(id, 'status')).toEqual([]);
    const [shipment] = await eventsOf(id, 'shipment');
    expect(shipment?.summary).toMatch(/^Shipment booked with .+, AWB \S+$/);
  });

  it('refuses an order without an address, and an unknown order', async () => {
    const id = await insertTestOrder(t.db, { status: 'Processing', address: [] });
    const res = await book(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NO_ADDRESS);
    expect((await book('000000000000000000000000')).status).toBe(404);
  });

  it('adds tracking to a placed order: Shipped, one "shipped" mail queued; again: value updated, no second mail', async () => {
    const id = await insertTestOrder(t.db, { status: 'Placed', paymentMethod: 'COD' });
    // A parcel sent without a booking is marked Shipped only with its courier.
    const noCourier = await addTracking(id, 'AWB-ONE');
    expect(noCourier.status).toBe(400);
    expect(noCourier.body.message).toBe(trackingMessages.courierRequired);
    expect((await rowOf(id))?.status).toBe('Placed');
    const shipped = dataOf(await addTracking(id, 'AWB-ONE', { courierName: 'DTDC' })) as Order;
    expect(shipped).toMatchObject({
      status: 'Shipped',
      tracking: 'AWB-ONE',
      courierName: 'DTDC',
      fulfillmentStatus: 'shipped',
    });
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'asha@example.in', status: 'pending' });
    expect(mails[0]?.body).toContain('AWB-ONE');
    expect(mails[0]?.body).toContain('DTDC');
    const [status] = await eventsOf(id, 'status');
    expect(status).toMatchObject({ actorId: tokens.admin.id, data: { from: 'Placed', to: 'Shipped' } });

    // Replacing a number needs staff to confirm the old one.
    const unconfirmed = await addTracking(id, 'AWB-TWO');
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.message).toBe(trackingMessages.confirmReplace('AWB-ONE'));
    expect((await rowOf(id))?.tracking).toBe('AWB-ONE');
    const corrected = dataOf(await addTracking(id, 'AWB-TWO', { replaces: 'AWB-ONE' })) as Order;
    expect(corrected).toMatchObject({ status: 'Shipped', tracking: 'AWB-TWO' });
    expect(await mailsOf(id)).toHaveLength(1);
    expect(await eventsOf(id, 'status')).toHaveLength(1);
    const [changed] = await eventsOf(id, 'shipment');
    expect(changed).toMatchObject({ actorId: tokens.admin.id, summary: 'Tracking changed from AWB-ONE to AWB-TWO' });

    // The same value again changes nothing.
    await addTracking(id, 'AWB-TWO');
    expect(await eventsOf(id, 'shipment')).toHaveLength(1);
  });

  it('adds tracking to an order out for delivery without moving it back to Shipped', async () => {
    const id = await insertTestOrder(t.db, { status: 'Out for Delivery', tracking: 'AWB-OLD' });
    const order = dataOf(await addTracking(id, 'AWB-NEW', { replaces: 'AWB-OLD' })) as Order;
    expect(order).toMatchObject({ status: 'Out for Delivery', tracking: 'AWB-NEW' });
    expect(await mailsOf(id)).toEqual([]);
  });

  it('refuses tracking on a delivered or cancelled order with the lifecycle 409, changing nothing', async () => {
    for (const status of ['Delivered', 'Canceled'] as OrderStatus[]) {
      const id = await insertTestOrder(t.db, { status, tracking: 'AWB-KEPT' });
      const before = await rowOf(id);
      const res = await addTracking(id, 'AWB-LATE');
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe(
        lifecycleMessages.notAllowed(status === 'Canceled' ? 'Cancelled' : status, 'Shipped'),
      );
      expect(await rowOf(id)).toEqual(before);
      expect(await mailsOf(id)).toEqual([]);
    }
  });

  it('lists couriers for the route', async () => {
    const id = await insertTestOrder(t.db, { paymentMethod: 'COD' });
    const list = dataOf(await asAdmin('GET', `/api/admin/orders/${id}/couriers`)) as CourierList;
    expect(list.available_courier_companies.length).toBeGreaterThan(0);
    expect(list.available_courier_companies[0]).toMatchObject({
      courier_name: expect.any(String),
      rate: expect.any(Number),
      cod: 1,
    });
  });

  it('answers an unknown AWB with the gateway data saying so', async () => {
    const res = await asAdmin('GET', '/api/admin/tracking/NOPE0000');
    expect(res.status).toBe(200);
    expect((dataOf(res) as TrackingData).track_status).toBe(0);
  });
});
