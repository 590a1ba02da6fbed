import { and, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '../../../contract/messages';
import { orderNumber } from '../../../contract/order-number';
import { orders } from '../../db/schema/orders';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { findAdmin, findSession } from '../../http/require-auth';
import { invoiceDataFromOrder } from '../../integrations/invoices/invoice-data';
import { renderInvoicePdf } from '../../integrations/invoices/render-invoice-pdf';
import { loadOrderItems } from '../orders/order-json';

/**
 * GET /api/orders/invoice/:id, an order's PDF invoice. Its owner (customer session) or an
 * admin may download it; anyone else gets the same 404 as for an unknown order, so the
 * answer never reveals that an order exists.
 */
export function invoiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    const admin = await findAdmin(deps, c);
    let where: SQL = eq(orders.id, id);
    if (!admin) {
      const customer = await findSession(deps, c, 'customer');
      if (!customer) throw ApiError.notSignedIn();
      where = and(where, eq(orders.userId, customer.user.id)) as SQL;
    }
    const [row] = await deps.db.select().from(orders).where(where).limit(1);
    if (!row) throw ApiError.notFound(messages.orderNotFound);
    const lines = (await loadOrderItems(deps.db, [row.id])).get(row.id) ?? [];
    const pdf = await renderInvoicePdf(invoiceDataFromOrder({ ...row, lines }, row.customerName || undefined));
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${orderNumber(row.id)}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });
  return app;
}
