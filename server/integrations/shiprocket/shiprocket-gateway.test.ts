import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../testing/extract-pdf-text';
import { integrationRejection } from '../../testing/integration-rejection';
import { manualClock, shiprocketSandboxForTest } from '../../testing/shiprocket-sandbox';
import type { ShipmentOrderInput, ShippingGateway } from './shipping-gateway';

const order: ShipmentOrderInput = {
  orderId: '6650a1b2c3d4e5f6a7b8c9d0',
  orderDate: new Date('2025-11-20T06:30:00Z'),
  billing: {
    fullName: 'Ananya Sen Gupta',
    houseNumber: '14',
    streetAddress: 'MG Road',
    city: 'Bengaluru',
    postalCode: '560001',
    state: 'Karnataka',
    phone: '+91 98765 43210',
    email: 'ananya@example.com',
  },
  items: [{ name: 'Jute Laundry Basket', sku: 'JTX-LB-01', units: 2, sellingPaise: 129_900 }],
  paymentMethod: 'Prepaid',
  subTotalPaise: 259_800,
};

const MINUTE = 60_000;

/** A forward order with the recommended courier's AWB, as the shop books one. */
async function booked(gateway: ShippingGateway) {
  const created = await gateway.createOrder(order);
  const assigned = await gateway.assignAwb({ shipmentId: created.shipment_id });
  return { ...created, awb_code: assigned.awb_code };
}

describe('Shiprocket gateway against the sandbox', () => {
  it('logs in once and reuses the token', async () => {
    const { gateway, requests } = shiprocketSandboxForTest();
    await gateway.createOrder(order);
    await gateway.listCouriers({ pickupPostcode: '700001', deliveryPostcode: '560001', weightKg: 0.5, cod: false });
    expect(requests).toEqual(['/auth/login', '/orders/create/adhoc', '/courier/serviceability/']);
  });

  it('logs in again once when the token is refused, and shares one login between calls', async () => {
    const clock = manualClock();
    const { gateway, requests } = shiprocketSandboxForTest({ now: clock.now, tokenTtlMs: 5 * MINUTE });
    await Promise.all([gateway.trackShipment(1), gateway.trackShipment(2)]);
    expect(requests.filter((path) => path === '/auth/login')).toHaveLength(1);

    // The sandbox now thinks the token expired; the client still thinks it is fresh.
    clock.advance(6 * MINUTE);
    requests.length = 0;
    await gateway.trackShipment(1);
    expect(requests).toEqual(['/courier/track/shipment/1', '/auth/login', '/courier/track/shipment/1']);
  });

  it('reports a wrong password as an IntegrationError', async () => {
    const { gateway } = shiprocketSandboxForTest({ password: 'wrong' });
    const error = await integrationRejection(gateway.trackShipment(1));
    expect(error).toMatchObject({ provider: 'shiprocket', status: 401 });
    expect(error.message).toBe('Invalid email and password combination');
  });

  it('creates an adhoc order that waits for the seller to choose a courier, then assigns an AWB', async () => {
    const { gateway } = shiprocketSandboxForTest();
    const created = await gateway.createOrder(order);
    expect(created).toMatchObject({
      order_id: expect.any(Number),
      shipment_id: expect.any(Number),
      status: 'NEW',
      status_code: 1,
      awb_code: '',
      courier_company_id: null,
    });
    const assigned = await gateway.assignAwb({ shipmentId: created.shipment_id });
    expect(assigned).toMatchObject({
      awb_code: expect.stringMatching(/^SBX[0-9A-Z]{11}$/),
      courier_name: expect.any(String),
    });
  });

  it('answers an invalid order with 422 and field errors', async () => {
    const { gateway } = shiprocketSandboxForTest();
    const error = await integrationRejection(
      gateway.createOrder({ ...order, billing: { ...order.billing, postalCode: '12345', phone: '123' }, items: [] }),
    );
    expect(error.status).toBe(422);
    expect(error.details).toMatchObject({
      message: 'Oops! Invalid Data.',
      errors: { billing_pincode: expect.any(Array), billing_phone: expect.any(Array), order_items: expect.any(Array) },
    });
  });

  it('lists couriers with rates by weight and distance, and only COD couriers for COD', async () => {
    const { gateway } = shiprocketSandboxForTest();
    const near = await gateway.listCouriers({
      pickupPostcode: '700001',
      deliveryPostcode: '700029',
      weightKg: 0.5,
      cod: false,
    });
    expect(near.available_courier_companies.length).toBeGreaterThanOrEqual(4);
    const first = near.available_courier_companies[0];
    expect(first).toMatchObject({
      courier_company_id: expect.any(Number),
      courier_name: expect.any(String),
      rate: expect.any(Number),
      etd: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      estimated_delivery_days: expect.stringMatching(/^\d+$/),
      cod: expect.any(Number),
    });
    expect(near.recommended_courier_company_id).toBe(first?.courier_company_id);

    const far = await gateway.listCouriers({
      pickupPostcode: '700001',
      deliveryPostcode: '400001',
      weightKg: 2.2,
      cod: true,
    });
    const cheapest = (list: typeof near) => Math.min(...list.available_courier_companies.map((c) => c.rate));
    expect(cheapest(far)).toBeGreaterThan(cheapest(near));
    expect(far.available_courier_companies.every((c) => c.cod === 1 && c.cod_charges > 0)).toBe(true);
    expect(far.available_courier_companies.every((c) => c.charge_weight === 2.5)).toBe(true);
  });

  it('refuses a malformed pincode for serviceability', async () => {
    const { gateway } = shiprocketSandboxForTest();
    const error = await integrationRejection(
      gateway.listCouriers({ pickupPostcode: '700001', deliveryPostcode: '0123', weightKg: 1, cod: false }),
    );
    expect(error.status).toBe(422);
  });

  it('moves a shipment through its tracking states as time passes', async () => {
    const clock = manualClock();
    const { gateway } = shiprocketSandboxForTest({ now: clock.now });
    const created = await booked(gateway);
    const statusAfter = async (minutes: number) => {
      clock.advance(minutes * MINUTE);
      return (await gateway.track(created.awb_code)).shipment_track[0]?.current_status;
    };
    expect(await statusAfter(0)).toBe('PICKUP SCHEDULED');
    expect(await statusAfter(3)).toBe('PICKED UP');
    expect(await statusAfter(10)).toBe('IN TRANSIT');
    expect(await statusAfter(20)).toBe('OUT FOR DELIVERY');

    clock.advance(30 * MINUTE);
    const delivered = await gateway.track(created.awb_code);
    expect(delivered).toMatchObject({ track_status: 1, shipment_status: 7 });
    expect(delivered.shipment_track[0]).toMatchObject({
      awb_code: created.awb_code,
      shipment_id: created.shipment_id,
      order_id: created.order_id,
      current_status: 'DELIVERED',
      origin: 'Kolkata, West Bengal',
      destination: 'Bengaluru, Karnataka',
      consignee_name: 'Ananya Sen Gupta',
      delivered_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const activities = delivered.shipment_track_activities ?? [];
    expect(activities.map((a) => a['sr-status-label'])).toEqual([
      'DELIVERED',
      'OUT FOR DELIVERY',
      'IN TRANSIT',
      'IN TRANSIT',
      'PICKED UP',
      'PICKUP SCHEDULED',
    ]);
    expect(activities.at(-1)).toMatchObject({ location: 'Kolkata, West Bengal', date: '2025-11-20 10:00:00' });
    expect(activities[0]?.location).toBe('Bengaluru, Karnataka');

    const byShipment = await gateway.trackShipment(created.shipment_id);
    expect(byShipment.shipment_track[0]).toMatchObject({ awb_code: created.awb_code, current_status: 'DELIVERED' });
  });

  it('tracks from the AWB alone, after a restart, and says when it knows nothing', async () => {
    const clock = manualClock();
    const first = shiprocketSandboxForTest({ now: clock.now });
    const created = await booked(first.gateway);
    clock.advance(12 * MINUTE);
    const restarted = shiprocketSandboxForTest({ now: clock.now });
    const tracking = await restarted.gateway.track(created.awb_code);
    expect(tracking.shipment_track[0]).toMatchObject({
      current_status: 'IN TRANSIT',
      destination: 'Bengaluru, Karnataka',
    });

    const unknown = await restarted.gateway.track('1234567890123');
    expect(unknown).toMatchObject({ track_status: 0, shipment_track: [], error: expect.any(String) });
  });

  it('assigns another courier’s AWB on request', async () => {
    const { gateway } = shiprocketSandboxForTest();
    const created = await booked(gateway);
    const assigned = await gateway.assignAwb({ shipmentId: created.shipment_id, courierId: 1 });
    expect(assigned).toMatchObject({
      courier_company_id: 1,
      courier_name: 'Blue Dart Air',
      shipment_id: created.shipment_id,
    });
    expect(assigned.awb_code).not.toBe(created.awb_code);
    expect((await gateway.track(assigned.awb_code)).shipment_track[0]?.courier_company_id).toBe(1);
  });

  it('prints an invoice that the sandbox serves as a PDF', async () => {
    const { gateway, fetch } = shiprocketSandboxForTest();
    const created = await gateway.createOrder(order);
    const result = await gateway.invoice([created.order_id, 999]);
    expect(result).toMatchObject({ is_invoice_created: true, not_created: [999] });
    expect(result.invoice_url).toMatch(/^http:\/\/127\.0\.0\.1:9\/sandbox\/shiprocket\/invoices\/\d+\.[\w-]{22}\.pdf$/);

    const response = await fetch(result.invoice_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = extractPdfText(pdf).join('\n');
    expect(text).toContain('Shipping invoice (sandbox)');
    expect(text).toContain('Jute Laundry Basket');
    expect(text).toContain('Rs.2,598.00');

    const forged = result.invoice_url.replace(/\.[\w-]{22}\.pdf$/, '.AAAAAAAAAAAAAAAAAAAAAA.pdf');
    expect((await fetch(forged)).status).toBe(404);
  });

  it('books a return pickup from the customer to the workshop, and tracks it', async () => {
    const clock = manualClock();
    const { gateway } = shiprocketSandboxForTest({ now: clock.now });
    const created = await gateway.createReturnPickup({
      returnId: 'ret_0001',
      orderDate: new Date('2025-11-25T06:30:00Z'),
      customer: order.billing,
      items: [{ name: 'Jute Laundry Basket', sku: 'JTX-LB-01', units: 1, sellingPaise: 129_900 }],
      subTotalPaise: 129_900,
    });
    expect(created).toMatchObject({
      order_id: expect.any(Number),
      shipment_id: expect.any(Number),
      status: 'RETURN PENDING',
      awb_code: expect.stringMatching(/^SBR/),
    });
    clock.advance(11 * MINUTE);
    const tracking = await gateway.track(created.awb_code);
    expect(tracking.shipment_track[0]).toMatchObject({
      current_status: 'PICKED UP',
      origin: 'Bengaluru, Karnataka',
      destination: 'Kolkata, West Bengal',
    });
  });
});
