import { type Context, Hono } from 'hono';
import { readJsonObject } from '../../../lib/read-json-object';
import type { AssignedAwb, CreatedShipment } from '../shipping-gateway';
import { courierAt, courierIndexOf } from './courier-rates';
import { shiprocketError } from './sandbox-errors';
import { awbFor, decodeShipmentId, newShipmentId, newShiprocketOrderId, type ShipmentKind } from './sandbox-ids';
import { findByShipment, rememberOrder, type ShiprocketSandbox } from './sandbox-state';
import { recommendedCourierIndex } from './sandbox-tracking';
import { validateShipmentBody } from './validate-shipment-body';

/** Creating forward and return orders, and booking couriers for them. */
export function createSandboxOrderRoutes(sandbox: ShiprocketSandbox): Hono {
  const orders = new Hono();

  const create = (kind: ShipmentKind) =>
    async function createOrder(c: Context) {
      const body = await readJsonObject(c);
      if (body === null)
        return shiprocketError(c, 422, 'Oops! Invalid Data.', { body: ['A JSON object is required.'] });
      const errors = validateShipmentBody(body, kind);
      if (Object.keys(errors).length > 0) return shiprocketError(c, 422, 'Oops! Invalid Data.', errors);

      // The customer's pincode: where a parcel goes, or where a return is collected.
      const customerPin = String(
        kind === 'return'
          ? body.pickup_pincode
          : body.shipping_is_billing === false
            ? body.shipping_pincode
            : body.billing_pincode,
      );
      const now = sandbox.now();
      const orderId = newShiprocketOrderId(now);
      const cod = kind === 'forward' && body.payment_method === 'COD';
      // Ids of one second share all but a digit: take one this sandbox has not handed out.
      let shipmentId = newShipmentId(now, customerPin, kind, cod);
      for (let tries = 0; tries < 10 && findByShipment(sandbox, shipmentId); tries++)
        shipmentId = newShipmentId(now, customerPin, kind, cod);
      const facts = decodeShipmentId(shipmentId);
      if (!facts) return shiprocketError(c, 422, 'Oops! Invalid Data.', { pincode: ['The pincode is not valid.'] });
      rememberOrder(sandbox, orderId, { kind, body, shipmentId });
      // Forward orders wait for the seller to choose a courier (`courier/assign/awb`), as on an
      // account without automatic assignment; a return pickup gets the recommended one at once.
      const courierIndex = kind === 'return' ? recommendedCourierIndex(sandbox, customerPin) : null;
      const courier = courierIndex === null ? null : courierAt(courierIndex);
      const created: CreatedShipment & { channel_order_id: string; onboarding_completed_now: 0 } = {
        order_id: orderId,
        channel_order_id: String(body.order_id),
        shipment_id: shipmentId,
        status: kind === 'return' ? 'RETURN PENDING' : 'NEW',
        status_code: kind === 'return' ? 21 : 1,
        onboarding_completed_now: 0,
        awb_code: courierIndex === null ? '' : awbFor(facts, courierIndex),
        courier_company_id: courier?.id ?? null,
        courier_name: courier?.name ?? '',
      };
      return c.json(created);
    };

  orders.post('/orders/create/adhoc', create('forward'));
  orders.post('/orders/create/return', create('return'));

  orders.post('/courier/assign/awb', async (c) => {
    const body = (await readJsonObject(c)) ?? {};
    const facts = decodeShipmentId(Number(body.shipment_id));
    if (!facts) return shiprocketError(c, 400, 'Please provide a valid shipment id.');
    if (sandbox.cancelledAt.has(facts.shipmentId)) return shiprocketError(c, 400, 'The shipment is cancelled.');
    const chosen = body.courier_id === undefined ? -1 : courierIndexOf(Number(body.courier_id));
    if (body.courier_id !== undefined && chosen < 0) return shiprocketError(c, 400, 'The courier is not serviceable.');
    if (chosen >= 0 && facts.cod && courierAt(chosen).codCharge === null)
      return shiprocketError(c, 400, 'The courier does not serve COD for this shipment.');
    const courierIndex = chosen >= 0 ? chosen : recommendedCourierIndex(sandbox, `${facts.pinPrefix}001`, facts.cod);
    sandbox.assignedCourier.set(facts.shipmentId, courierIndex);
    const courier = courierAt(courierIndex);
    const data: AssignedAwb & Record<string, unknown> = {
      awb_code: awbFor(facts, courierIndex),
      courier_company_id: courier.id,
      courier_name: courier.name,
      shipment_id: facts.shipmentId,
      order_id: findByShipment(sandbox, facts.shipmentId)?.[0] ?? 0,
      awb_code_status: 1,
    };
    return c.json({ awb_assign_status: 1, response: { data } });
  });

  return orders;
}
