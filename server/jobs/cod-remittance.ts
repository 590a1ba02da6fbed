import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { ApiError } from '../http/api-error';
import { IntegrationError } from '../integrations/integration-error';
import type { ShippingGateway } from '../integrations/shiprocket/shipping-gateway';
import { recordCodRemittance } from '../modules/admin-orders/record-remittance';

export type RemittanceResult = { checked: number; remitted: number; failed: number };

const PAGE = 50;

/**
 * Asks the courier, for each delivered COD order whose cash is not yet with the shop, whether it
 * has been remitted, and records those that were (docs/decisions/191). Only where the gateway
 * can answer per AWB (the sandbox); with Shiprocket itself staff confirm remittances by hand.
 */
export async function syncCodRemittances(
  db: Db,
  shipping: ShippingGateway,
  signal?: AbortSignal,
): Promise<RemittanceResult> {
  const result: RemittanceResult = { checked: 0, remitted: 0, failed: 0 };
  const ask = shipping.codRemittance;
  if (!ask) return result;
  let after = '';
  while (!signal?.aborted) {
    const page = await db
      .select({ id: orders.id, awb: orders.tracking })
      .from(orders)
      .where(and(gt(orders.id, after), eq(orders.paymentStatus, 'cod_to_remit'), ne(orders.tracking, 'NA')))
      .orderBy(asc(orders.id))
      .limit(PAGE);
    for (const order of page) {
      result.checked++;
      try {
        const answer = await ask(order.awb);
        if (!answer.remitted) continue;
        await db.transaction((tx) =>
          recordCodRemittance(tx, order.id, { reference: answer.utr ?? 'courier remittance', actor: 'system' }),
        );
        result.remitted++;
      } catch (error) {
        // Refused (remitted meanwhile by staff) or unanswered: the next run asks again.
        if (!(error instanceof IntegrationError || error instanceof ApiError)) throw error;
        result.failed++;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  return result;
}
