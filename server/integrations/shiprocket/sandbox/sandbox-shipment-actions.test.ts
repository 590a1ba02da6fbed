import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../testing/extract-pdf-text';
import { integrationRejection } from '../../../testing/integration-rejection';
import { manualClock, shiprocketSandboxForTest } from '../../../testing/shiprocket-sandbox';
import type { ShipmentOrderInput, ShippingGateway } from '../shipping-gateway';

const MINUTE = 60_000;

const order: ShipmentOrderInput = {
  orderId: '6650a1b2c3d4e5f6a7b8c9d1',
  orderDate: new Date('2025-11-20T06:30:00Z'),
  billing: {
    fullName: 'Ananya Sen Gupta',
    houseNumber: '14',
    streetAddress: 'MG Road',
    city: 'Bengaluru',
    postalCode: '560001',
    state: 'Karnataka',
    phone: '9876543210',
    email: 'ananya@example.com',
  },
  items: [{ name: 'Jute Bowl', sku: 'JX-BWL-01', units: 1, sellingPaise: 54_900 }],
  paymentMethod: 'COD',
  subTotalPaise: 54_900,
};

async function book(gateway: ShippingGateway, input: ShipmentOrderInput = order, courierId?: number) {
  const created = await gateway.createOrder(input);
  return gateway.assignAwb({ shipmentId: created.shipment_id, courierId });
}

describe('the Shiprocket sandbox after booking (docs/decisions/190, 191)', () => {
  it('refuses a courier without cash on delivery for a COD parcel, and books one that takes it', async () => {
    const { gateway } = shiprocketSandboxForTest();
    const created = await gateway.createOrder(order);
    const indiaPost = await integrationRejection(
      gateway.assignAwb({ shipmentId: created.shipment_id, courierId: 142 }),
    );
    expect(indiaPost.status).toBe(400);
    const assigned = await gateway.assignAwb({ shipmentId: created.shipment_id });
    expect(assigned.courier_name).not.toBe('India Post Speed Post');
  });

  it('cancels a shipment before the courier collects it, and refuses once it has', async () => {
    const clock = manualClock();
    const { gateway } = shiprocketSandboxForTest({ now: clock.now });
    const early = await book(gateway);
    await gateway.cancelShipments([early.awb_code]);
    const cancelled = await gateway.track(early.awb_code);
    expect(cancelled).toMatchObject({ shipment_status: 8 });
    expect(cancelled.shipment_track_activities?.[0]?.activity).toBe('Shipment cancelled by the seller');

    const late = await book(gateway);
    clock.advance(3 * MINUTE);
    const error = await integrationRejection(gateway.cancelShipments([late.awb_code]));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/already picked up/);
    expect((await gateway.track(late.awb_code)).shipment_track[0]?.current_status).toBe('PICKED UP');
  });

  it('brings a parcel in transit back to the seller when asked, and only one in transit', async () => {
    const clock = manualClock();
    const { gateway } = shiprocketSandboxForTest({ now: clock.now });
    const parcel = await book(gateway);
    expect((await integrationRejection(gateway.requestReturnToOrigin(parcel.awb_code, 'cancelled'))).status).toBe(400);
    clock.advance(12 * MINUTE);
    await gateway.requestReturnToOrigin(parcel.awb_code, 'Order cancelled by the seller');
    expect((await gateway.track(parcel.awb_code)).shipment_status).toBe(9);
    clock.advance(11 * MINUTE);
    expect((await gateway.track(parcel.awb_code)).shipment_status).toBe(46);
    clock.advance(20 * MINUTE);
    const back = await gateway.track(parcel.awb_code);
    expect(back.shipment_status).toBe(10);
    // It never reaches the customer: no delivery after the request.
    clock.advance(60 * MINUTE);
    expect((await gateway.track(parcel.awb_code)).shipment_track_activities?.map((a) => a['sr-status-label'])).toEqual([
      'RTO DELIVERED',
      'RTO IN TRANSIT',
      'RTO INITIATED',
      'IN TRANSIT',
      'PICKED UP',
      'PICKUP SCHEDULED',
    ]);
  });

  it('prints a signed label PDF with the AWB and the cash to collect', async () => {
    const { gateway, fetch } = shiprocketSandboxForTest();
    const parcel = await book(gateway);
    const label = await gateway.label([parcel.shipment_id]);
    expect(label.label_url).toMatch(/\/sandbox\/shiprocket\/labels\/\d+\.[\w-]{22}\.pdf$/);
    const response = await fetch(label.label_url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = extractPdfText(Buffer.from(await response.arrayBuffer())).join('\n');
    expect(text).toContain(parcel.awb_code);
    expect(text).toContain('COD: COLLECT Rs.549.00');
    expect(text).toContain('Ananya Sen Gupta');
    const forged = label.label_url.replace(/\.[\w-]{22}\.pdf$/, '.AAAAAAAAAAAAAAAAAAAAAA.pdf');
    expect((await fetch(forged)).status).toBe(404);

    await gateway.cancelShipments([parcel.awb_code]);
    expect(await integrationRejection(gateway.label([parcel.shipment_id]))).toMatchObject({ status: 200 });
  });

  it('remits a delivered COD parcel’s cash two sandbox hours after delivery, never a prepaid one', async () => {
    const clock = manualClock();
    const { gateway } = shiprocketSandboxForTest({ now: clock.now });
    const ask = gateway.codRemittance;
    if (!ask) throw new Error('the sandbox answers remittances');
    const cod = await book(gateway);
    const prepaid = await book(gateway, { ...order, paymentMethod: 'Prepaid' });
    clock.advance(61 * MINUTE);
    expect(await ask(cod.awb_code)).toEqual({ remitted: false, utr: null, remittedOn: null });
    clock.advance(120 * MINUTE);
    expect(await ask(cod.awb_code)).toEqual({
      remitted: true,
      utr: expect.stringMatching(/^SBUTR[A-Z0-9_-]{10}$/),
      remittedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect((await ask(prepaid.awb_code)).remitted).toBe(false);
  });

  it('serves a public tracking page for an AWB', async () => {
    const { gateway, fetch } = shiprocketSandboxForTest();
    const parcel = await book(gateway);
    const page = await fetch(`http://127.0.0.1:9/sandbox/shiprocket/tracking/${parcel.awb_code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Parcel ${parcel.awb_code}`);
  });
});
