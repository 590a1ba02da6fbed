import { type Context, Hono } from 'hono';
import type { CourierList } from '../shipping-gateway';
import { quoteCouriers } from './courier-rates';
import { shiprocketError } from './sandbox-errors';
import { decodeAwb, decodeShipmentId } from './sandbox-ids';
import type { ShiprocketSandbox } from './sandbox-state';
import { trackFacts } from './sandbox-tracking';
import { unknownTracking } from './tracking-timeline';
import type { ValidationErrors } from './validate-shipment-body';

const PINCODE = /^[1-9]\d{5}$/;

/** Courier serviceability and tracking, computed rather than stored. */
export function createSandboxTrackingRoutes(sandbox: ShiprocketSandbox): Hono {
  const tracking = new Hono();

  const serviceability = (c: Context) => {
    const pickup = c.req.query('pickup_postcode') ?? '';
    const delivery = c.req.query('delivery_postcode') ?? '';
    const weight = Number(c.req.query('weight'));
    const cod = c.req.query('cod') ?? '0';
    const errors: ValidationErrors = {};
    if (!PINCODE.test(pickup)) errors.pickup_postcode = ['The pickup postcode must be a valid 6 digit pincode.'];
    if (!PINCODE.test(delivery)) errors.delivery_postcode = ['The delivery postcode must be a valid 6 digit pincode.'];
    if (!(weight > 0 && weight <= 50)) errors.weight = ['The weight must be between 0 and 50 kg.'];
    if (cod !== '0' && cod !== '1') errors.cod = ['The cod must be 0 or 1.'];
    if (Object.keys(errors).length > 0) return shiprocketError(c, 422, 'Oops! Invalid Data.', errors);

    const companies = quoteCouriers({
      pickupPostcode: pickup,
      deliveryPostcode: delivery,
      weightKg: weight,
      cod: cod === '1',
      nowMs: sandbox.now(),
    });
    const data: CourierList & { is_recommendation_enabled: 1 } = {
      available_courier_companies: companies,
      recommended_courier_company_id: companies[0]?.courier_company_id ?? null,
      is_recommendation_enabled: 1,
    };
    return c.json({ status: 200, data });
  };
  // Shiprocket documents the path with a trailing slash; clients call it both ways.
  tracking.get('/courier/serviceability/', serviceability);
  tracking.get('/courier/serviceability', serviceability);

  tracking.get('/courier/track/awb/:awb', (c) => {
    const facts = decodeAwb(c.req.param('awb'));
    return c.json({ tracking_data: facts ? trackFacts(sandbox, facts, facts.courierIndex) : unknownTracking() });
  });

  tracking.get('/courier/track/shipment/:id', (c) => {
    const facts = decodeShipmentId(Number(c.req.param('id')));
    return c.json({ tracking_data: facts ? trackFacts(sandbox, facts) : unknownTracking() });
  });

  return tracking;
}
