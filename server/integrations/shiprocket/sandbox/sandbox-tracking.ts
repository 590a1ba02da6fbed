import { SHOP_DETAILS } from '../../shop-details';
import type { TrackingData } from '../shipping-gateway';
import { courierAt, courierIndexOf, quoteCouriers } from './courier-rates';
import { placeLabel } from './pincode-cities';
import { awbFor, type ShipmentFacts } from './sandbox-ids';
import { findByShipment, type ShiprocketSandbox } from './sandbox-state';
import { type TimelineInput, trackingAt } from './tracking-timeline';

/** A representative pincode in the district a shipment id names. */
export function districtPincode(facts: ShipmentFacts): string {
  return `${facts.pinPrefix}001`;
}

/** The courier the sandbox books when none is chosen: the cheapest for the route (taking COD if asked). */
export function recommendedCourierIndex(sandbox: ShiprocketSandbox, customerPincode: string, cod = false): number {
  const [cheapest] = quoteCouriers({
    pickupPostcode: sandbox.pickupPostcode,
    deliveryPostcode: customerPincode,
    weightKg: 0.5,
    cod,
    nowMs: sandbox.now(),
  });
  return Math.max(0, courierIndexOf(cheapest?.courier_company_id ?? -1));
}

function field(body: Record<string, unknown> | undefined, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A shipment's timeline facts from its decoded id, enriched from memory when the order is there. */
export function timelineFor(sandbox: ShiprocketSandbox, facts: ShipmentFacts, courierIndex?: number): TimelineInput {
  const index =
    courierIndex ??
    sandbox.assignedCourier.get(facts.shipmentId) ??
    recommendedCourierIndex(sandbox, districtPincode(facts));
  const courier = courierAt(index);
  const [orderId, record] = findByShipment(sandbox, facts.shipmentId) ?? [0, undefined];
  const workshop = `${SHOP_DETAILS.city}, ${SHOP_DETAILS.state}`;
  const customer = placeLabel(districtPincode(facts));
  const consigneePrefix = facts.kind === 'return' ? 'shipping' : 'billing';
  return {
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
    cancelledAtMs: sandbox.cancelledAt.get(facts.shipmentId),
    returnRequestedAtMs: sandbox.returnRequestedAt.get(facts.shipmentId),
  };
}

/** Tracking for a shipment from its decoded id. */
export function trackFacts(sandbox: ShiprocketSandbox, facts: ShipmentFacts, courierIndex?: number): TrackingData {
  return trackingAt(timelineFor(sandbox, facts, courierIndex));
}
