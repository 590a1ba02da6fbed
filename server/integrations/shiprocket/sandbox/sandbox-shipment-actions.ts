import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { paiseFromRupees } from '../../../../contract/money';
import { readJsonObject } from '../../../lib/read-json-object';
import { indiaDateTime } from '../../india-time';
import { escapeHtml } from '../../mail/messages/message-parts';
import type { CodRemittance, LabelResult } from '../shipping-gateway';
import { shiprocketError } from './sandbox-errors';
import { decodeAwb, decodeShipmentId } from './sandbox-ids';
import type { ShiprocketSandbox } from './sandbox-state';
import { timelineFor } from './sandbox-tracking';
import { type LabelData, renderShippingLabels } from './shipping-label-pdf';
import { COLLECTED_CODES, deliveredAtMs, REMITTANCE_AFTER_MINUTES, trackingAt } from './tracking-timeline';

const FILE = /^(\d+(?:-\d+)*)\.([A-Za-z0-9_-]{22})\.pdf$/;

function signature(secret: string, what: string, ids: readonly number[]): string {
  return createHmac('sha256', secret)
    .update(`${what}:${ids.join('-')}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The shipment's current Shiprocket status code, as tracking would report it now. */
function currentCode(sandbox: ShiprocketSandbox, awb: string): number | null {
  const facts = decodeAwb(awb);
  return facts ? trackingAt(timelineFor(sandbox, facts, facts.courierIndex)).shipment_status : null;
}

/**
 * What a seller does to a shipment after booking it: cancel it before the courier collects it,
 * ask for it back (return to origin), print its label; and the sandbox's own remittance answer
 * for cash on delivery (docs/decisions/190, 191).
 */
export function createSandboxShipmentActions(sandbox: ShiprocketSandbox): { api: Hono; files: Hono } {
  const api = new Hono();

  api.post('/orders/cancel/shipment/awbs', async (c) => {
    const body = await readJsonObject(c);
    const awbs = Array.isArray(body?.awbs) ? (body.awbs as unknown[]).map(String) : [];
    if (awbs.length === 0)
      return shiprocketError(c, 422, 'Oops! Invalid Data.', { awbs: ['The awbs field is required.'] });
    for (const awb of awbs) {
      const code = currentCode(sandbox, awb);
      if (code === null) return shiprocketError(c, 400, `AWB ${awb} not found.`);
      if (COLLECTED_CODES.has(code))
        return shiprocketError(c, 400, `AWB ${awb} is already picked up and cannot be cancelled.`);
    }
    const now = sandbox.now();
    for (const awb of awbs) {
      const facts = decodeAwb(awb);
      if (facts && !sandbox.cancelledAt.has(facts.shipmentId)) sandbox.cancelledAt.set(facts.shipmentId, now);
    }
    return c.json({ message: 'Shipment cancellation requested successfully.', status_code: 200 });
  });

  api.post('/ndr/:awb/action', async (c) => {
    const awb = c.req.param('awb');
    const body = await readJsonObject(c);
    if (body?.action !== 'return')
      return shiprocketError(c, 422, 'Oops! Invalid Data.', { action: ['Only return is supported.'] });
    const facts = decodeAwb(awb);
    const code = currentCode(sandbox, awb);
    if (!facts || code === null) return shiprocketError(c, 400, `AWB ${awb} not found.`);
    if (code === 7 || code === 8 || !COLLECTED_CODES.has(code))
      return shiprocketError(c, 400, `AWB ${awb} is not in transit.`);
    if (!sandbox.returnRequestedAt.has(facts.shipmentId))
      sandbox.returnRequestedAt.set(facts.shipmentId, sandbox.now());
    return c.json({ message: 'Action taken successfully.', status_code: 200 });
  });

  api.post('/courier/generate/label', async (c) => {
    const body = await readJsonObject(c);
    const ids = Array.isArray(body?.shipment_id) ? (body.shipment_id as unknown[]).map(Number) : [];
    if (ids.length === 0)
      return shiprocketError(c, 422, 'Oops! Invalid Data.', { shipment_id: ['The shipment id field is required.'] });
    const known = ids.filter((id) => sandbox.assignedCourier.has(id) && !sandbox.cancelledAt.has(id));
    const notCreated = ids.filter((id) => !known.includes(id));
    if (known.length === 0) {
      const none: LabelResult = {
        label_created: 0,
        label_url: '',
        response: 'Assign an AWB first.',
        not_created: notCreated,
      };
      return c.json(none);
    }
    const origin = sandbox.publicBaseUrl ?? new URL(c.req.url).origin;
    const mount = c.req.path.replace(/\/v1\/external\/courier\/generate\/label$/, '');
    const file = `${known.join('-')}.${signature(sandbox.secret, 'label', known)}.pdf`;
    const result: LabelResult = {
      label_created: 1,
      label_url: `${origin}${mount}/labels/${file}`,
      response: 'Label has been created and uploaded successfully!',
      not_created: notCreated,
    };
    return c.json(result);
  });

  api.get('/sandbox/remittance/awb/:awb', (c) => {
    const facts = decodeAwb(c.req.param('awb'));
    if (facts?.kind !== 'forward') return shiprocketError(c, 404, 'AWB not found.');
    const none: CodRemittance = { remitted: false, utr: null, remittedOn: null };
    if (!facts.cod) return c.json(none);
    const delivered = deliveredAtMs(timelineFor(sandbox, facts, facts.courierIndex));
    const remittedAt = delivered === null ? null : delivered + REMITTANCE_AFTER_MINUTES * sandbox.minuteMs;
    if (remittedAt === null || remittedAt > sandbox.now()) return c.json(none);
    const utr = `SBUTR${signature(sandbox.secret, 'utr', [facts.shipmentId]).slice(0, 10).toUpperCase()}`;
    const remitted: CodRemittance = { remitted: true, utr, remittedOn: indiaDateTime(remittedAt) };
    return c.json(remitted);
  });

  const files = new Hono();
  // The sandbox's stand-in for Shiprocket's public tracking page, linked from the shopper's mails.
  files.get('/tracking/:awb', (c) => {
    const facts = decodeAwb(c.req.param('awb'));
    if (!facts) return c.text('Not found', 404);
    const data = trackingAt(timelineFor(sandbox, facts, facts.courierIndex));
    const rows = (data.shipment_track_activities ?? [])
      .map(
        (scan) =>
          `<li><b>${escapeHtml(scan.date)}</b> ${escapeHtml(scan.activity)} (${escapeHtml(scan.location)})</li>`,
      )
      .join('');
    const current = escapeHtml(data.shipment_track[0]?.current_status ?? '');
    return c.html(
      `<!doctype html><meta name="viewport" content="width=device-width"><title>Tracking ${escapeHtml(c.req.param('awb'))}</title>` +
        `<h1>Parcel ${escapeHtml(c.req.param('awb'))}</h1><p>Sandbox courier tracking. Now: <b>${current}</b></p><ol>${rows}</ol>`,
    );
  });
  files.get('/labels/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    const ids = match?.[1]?.split('-').map(Number) ?? [];
    if (!match || match[2] !== signature(sandbox.secret, 'label', ids)) return c.text('Not found', 404);
    const labels = ids.flatMap((id) => labelOf(sandbox, id) ?? []);
    if (labels.length === 0)
      return c.text('This sandbox label was kept in memory and is gone: the server has restarted.', 404);
    const pdf = await renderShippingLabels(labels);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="label-${ids.join('-')}.pdf"`,
    });
  });

  return { api, files };
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A label from the order as the sandbox received it, or null when it is no longer in memory. */
function labelOf(sandbox: ShiprocketSandbox, shipmentId: number): LabelData | null {
  const facts = decodeShipmentId(shipmentId);
  const record = [...sandbox.orders.entries()].find(([, entry]) => entry.shipmentId === shipmentId);
  if (!facts || !record) return null;
  const [orderId, { body }] = record;
  const timeline = timelineFor(sandbox, facts);
  return {
    awb: timeline.awb,
    courierName: timeline.courierName,
    orderId: text(body, 'order_id') || String(orderId),
    shipTo: {
      name: `${text(body, 'billing_customer_name')} ${text(body, 'billing_last_name')}`.trim(),
      lines: [
        [text(body, 'billing_address'), text(body, 'billing_address_2')].filter(Boolean).join(', '),
        `${text(body, 'billing_city')}, ${text(body, 'billing_state')} ${text(body, 'billing_pincode')}`,
      ],
      phone: text(body, 'billing_phone'),
    },
    // Shiprocket's sub_total is rupees.
    collectPaise: facts.cod ? paiseFromRupees(Number(text(body, 'sub_total')) || 0) : null,
    weightKg: Number(text(body, 'weight')) || 0.5,
  };
}
