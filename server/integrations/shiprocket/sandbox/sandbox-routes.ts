import { Hono } from 'hono';
import { readJsonObject } from '../../../lib/read-json-object';
import { issueToken, tokenIsValid } from './sandbox-auth';
import { shiprocketError } from './sandbox-errors';
import { createSandboxInvoiceRoutes } from './sandbox-invoice-routes';
import { createSandboxOrderRoutes } from './sandbox-order-routes';
import { createSandboxShipmentActions } from './sandbox-shipment-actions';
import { createShiprocketSandbox, type ShiprocketSandbox, type ShiprocketSandboxOptions } from './sandbox-state';
import { createSandboxTrackingRoutes } from './sandbox-tracking-routes';

/** Where the server mounts the Shiprocket sandbox; the client's base URL adds `/v1/external`. */
export const SHIPROCKET_SANDBOX_PATH = '/sandbox/shiprocket';

/**
 * The Shiprocket sandbox as a Hono sub-app, meant for `app.route(SHIPROCKET_SANDBOX_PATH, ...)`:
 * Shiprocket's external API under `/v1/external` (login, then bearer tokens) and the invoice
 * PDFs under `/invoices`. See docs/decisions/060 and 061.
 */
export function createShiprocketSandboxRoutes(options: ShiprocketSandboxOptions | ShiprocketSandbox = {}): Hono {
  const sandbox = 'orders' in options ? options : createShiprocketSandbox(options);
  const external = new Hono();

  external.post('/auth/login', async (c) => {
    const body = await readJsonObject(c);
    const { email, password } = sandbox.credentials;
    if (body?.email !== email || body.password !== password) {
      return shiprocketError(c, 401, 'Invalid email and password combination');
    }
    return c.json({
      id: 1,
      first_name: 'Sandbox',
      last_name: 'Seller',
      email,
      company_id: 1,
      created_at: '2024-01-01 00:00:00',
      token: issueToken(sandbox.secret, sandbox.now()),
    });
  });

  external.use('*', async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!tokenIsValid(sandbox.secret, token, sandbox.now(), sandbox.tokenTtlMs)) {
      return shiprocketError(c, 401, token === '' ? 'Unauthenticated.' : 'Token has expired');
    }
    await next();
  });

  const invoices = createSandboxInvoiceRoutes(sandbox);
  const actions = createSandboxShipmentActions(sandbox);
  external.route('/', createSandboxOrderRoutes(sandbox));
  external.route('/', actions.api);
  external.route('/', createSandboxTrackingRoutes(sandbox));
  external.route('/', invoices.api);

  const root = new Hono();
  root.route('/v1/external', external);
  root.route('/', invoices.files);
  root.route('/', actions.files);
  return root;
}
