import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoiceResponse } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import type { CourierList, TrackingData } from '../../integrations/shiprocket/shipping-gateway';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import {
  CANCELED_NOT_SHIPPED,
  NO_ADDRESS,
  SHIPROCKET_ALREADY_CREATED,
  SHIPROCKET_NOT_CREATED,
} from './shipping-actions';
import { adminAndCustomer, insertTestOrder } from './test-orders';

describe.each(TEST_DATABASE_KINDS)('admin shipping actions on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let adminToken: string;
  beforeAll(async () => {
    ({ adminToken } = await adminAndCustomer(t.app, t.db));
  });
  const asAdmin = (method: string, path: string) => call(t.app, method, path, { token: adminToken });

  it('creates the aggregator order once: ids stored, Processing, AWB as tracking', async () => {
    const id = await insertTestOrder(t.db, { paymentMethod: 'COD' });
    const noInvoice = await asAdmin('POST', `/api/admin/orders/${id}/invoice`);
    expect(noInvoice.status).toBe(409);
    expect(noInvoice.body.message).toBe(SHIPROCKET_NOT_CREATED);

    const order = dataOf(await asAdmin('POST', `/api/admin/orders/${id}/shiprocket`)) as Order;
    expect(order.status).toBe('Processing');
    expect(order.shipRocketOrderId).toMatch(/^\d+$/);
    expect(order.shipmentId).toMatch(/^\d+$/);
    expect(order.tracking).not.toBe('NA');
    expect(order.courierName).toEqual(expect.any(String));

    const twice = await asAdmin('POST', `/api/admin/orders/${id}/shiprocket`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SHIPROCKET_ALREADY_CREATED);

    const invoice = dataOf(await asAdmin('POST', `/api/admin/orders/${id}/invoice`)) as AdminInvoiceResponse;
    expect(invoice.invoice_url).toMatch(/^https?:\/\//);

    const tracking = dataOf(await asAdmin('GET', `/api/admin/tracking/${order.tracking}`)) as TrackingData;
    expect(tracking.track_status).toBe(1);
    expect(tracking.shipment_track[0]?.awb_code).toBe(order.tracking);
  });

  it('keeps a tracking value the admin entered before', async () => {
    const id = await insertTestOrder(t.db, { tracking: 'MANUAL-1' });
    const order = dataOf(await asAdmin('POST', `/api/admin/orders/${id}/shiprocket`)) as Order;
    expect(order.tracking).toBe('MANUAL-1');
  });

  it('refuses an order without an address, and an unknown order', async () => {
    const id = await insertTestOrder(t.db, { address: [] });
    const res = await asAdmin('POST', `/api/admin/orders/${id}/shiprocket`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NO_ADDRESS);
    expect((await asAdmin('POST', '/api/admin/orders/000000000000000000000000/shiprocket')).status).toBe(404);
    const canceled = await insertTestOrder(t.db, { status: 'Canceled' });
    const refused = await asAdmin('POST', `/api/admin/orders/${canceled}/shiprocket`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CANCELED_NOT_SHIPPED);
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
