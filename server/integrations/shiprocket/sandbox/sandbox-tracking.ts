import { SHOP_DETAILS } from '../../shop-details';
import type { TrackingData } from '../shipping-gateway';
import { courierAt, courierIndexOf, quoteCouriers } from './courier-rates';
import { placeLabel } from './pincode-cities';
import { awbFor, type ShipmentFacts } from './sandbox-ids';
import { findByShipment, type ShiprocketSandbox } from './sandbox-state';
import { trackingAt } from './tracking-timeline';

/** A representative pincode in the district a shipment id names. */
export function districtPincode(facts: ShipmentFacts): string {
  return `${facts.pinPrefix}001`;
}

/** The courier the sandbox books when none is chosen: the cheapest for the route. */
export function recommendedCourierIndex(sandbox: ShiprocketSandbox, customerPincode: string): number {
  const [cheapest] = quoteCouriers({
    pickupPostcode: sandbox.pickupPostcode,
    deliveryPostcode: customerPincode,
    weightKg: 0.5,
    cod: false,
    nowMs: sandbox.now(),
  });
  return Math.max(0, courierIndexOf(cheapest?.courier_company_id ?? -1));
}

function field(body: Record<string, unknown> | undefined, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Tracking for a shipment from its decoded id, enriched from memory when the order is there. */
export function trackFacts(sandbox: ShiprocketSandbox, facts: ShipmentFacts, courierIndex?: number): TrackingData {
  const index = courierIndex ?? recommendedCourierIndex(sandbox, districtPincode(facts));
  const courier = courierAt(index);
  const [orderId, record] = findByShipment(sandbox, facts.shipmentId) ?? [0, undefined];
  const workshop = `${SHOP_DETAILS.city}, ${SHOP_DETAILS.state}`;
  const customer = placeLabel(districtPincode(facts));
  const consigneePrefix = facts.kind === 'return' ? 'shipping' : 'billing';
  return trackingAt({
    kind: facts.kind,
    createdAtMs: facts.createdAtMs,
    nowMs: sandbox.now(),
    minuteMs: sandbox.minuteMs,
    awb: awbFor(facts, index),
    shipmentId: facts.shipmentId,
    orderId,
    courierId: courier.id,
    courierName: courier.name,
    from: facts.kind === 'return' ? customer : workshop,
    to: facts.kind === 'return' ? workshop : customer,
    consigneeName:
      `${field(record?.body, `${consigneePrefix}_customer_name`)} ${field(record?.body, `${consigneePrefix}_last_name`)}`.trim(),
    weightKg: Number(field(record?.body, 'weight')) || 0.5,
  });
}
