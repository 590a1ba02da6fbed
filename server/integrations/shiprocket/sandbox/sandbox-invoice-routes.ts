import { Hono } from 'hono';
import { readJsonObject } from '../../../lib/read-json-object';
import { renderInvoicePdf } from '../../invoices/render-invoice-pdf';
import type { InvoiceResult } from '../shipping-gateway';
import { shiprocketError } from './sandbox-errors';
import type { ShiprocketSandbox } from './sandbox-state';
import { invoiceFromShiprocketOrder, invoiceSignature } from './shiprocket-invoice';

const API_PATH = /\/v1\/external\/orders\/print\/invoice$/;
const FILE = /^(\d+(?:-\d+)*)\.([A-Za-z0-9_-]{22})\.pdf$/;

/**
 * `orders/print/invoice` and the PDF it links to. The PDF is served by the sandbox itself,
 * outside `/v1/external` and without a token, as Shiprocket's storage links are.
 */
export function createSandboxInvoiceRoutes(sandbox: ShiprocketSandbox): { api: Hono; files: Hono } {
  const api = new Hono();
  api.post('/orders/print/invoice', async (c) => {
    const body = await readJsonObject(c);
    const ids: unknown[] = Array.isArray(body?.ids) ? (body?.ids as unknown[]) : [];
    if (ids.length === 0)
      return shiprocketError(c, 422, 'Oops! Invalid Data.', { ids: ['The ids field is required.'] });
    const known = ids.map(Number).filter((id) => sandbox.orders.get(id)?.kind === 'forward');
    const notCreated = ids.filter((id) => !known.includes(Number(id)));
    if (known.length === 0) {
      const none: InvoiceResult = { is_invoice_created: false, invoice_url: '', not_created: notCreated as number[] };
      return c.json(none);
    }
    const origin = sandbox.publicBaseUrl ?? new URL(c.req.url).origin;
    const mount = c.req.path.replace(API_PATH, '');
    const file = `${known.join('-')}.${invoiceSignature(sandbox.secret, known)}.pdf`;
    const result: InvoiceResult = {
      is_invoice_created: true,
      invoice_url: `${origin}${mount}/invoices/${file}`,
      not_created: notCreated as Array<number | string>,
    };
    return c.json(result);
  });

  const files = new Hono();
  files.get('/invoices/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    const ids = match?.[1]?.split('-').map(Number) ?? [];
    if (!match || match[2] !== invoiceSignature(sandbox.secret, ids)) return c.text('Not found', 404);
    const records = ids.map((id) => sandbox.orders.get(id)).filter((record) => record !== undefined);
    if (records.length === 0) {
      return c.text('This sandbox invoice was kept in memory and is gone: the server has restarted.', 404);
    }
    const pdf = await renderInvoicePdf(records.map(invoiceFromShiprocketOrder));
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="invoice-${ids.join('-')}.pdf"`,
    });
  });

  return { api, files };
}
