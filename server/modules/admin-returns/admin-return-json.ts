import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdminReturn, AdminReturnProduct, AdminReturnRefund } from '../../../contract/admin-returns';
import { rupeesFromPaise } from '../../../contract/money';
import { returnMessages } from '../../../contract/returns';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { type orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns, returnUnits } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { isObjectId } from '../../lib/object-id';
import { paidForUnits } from '../../lib/paid-for-units';
import { loadOrderItems, type OrderItemWithStock, orderJson } from '../orders/order-json';
import { type ReturnRow, returnRequestJson } from '../returns/return-json';
import { loadReturnSteps } from './return-steps';

type ProductRow = typeof products.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** The product as it is now, else the line's snapshot when the product was deleted. */
function productJson(row: ReturnRow, product: ProductRow | undefined, item: ItemRow | undefined): AdminReturnProduct {
  if (product) {
    return {
      _id: product.id,
      title: product.title,
      articleCode: product.articleCode,
      numericPrice: rupeesFromPaise(product.pricePaise),
      image: product.images.map((image) => ({ src: image.src })),
    };
  }
  return {
    _id: row.productId ?? '',
    title: item?.title ?? '',
    articleCode: null,
    numericPrice: rupeesFromPaise(item?.pricePaise ?? 0),
    image: item?.image ? [{ src: item.image }] : [],
  };
}

type RefundRow = typeof refunds.$inferSelect;

const refundOf = (row: RefundRow | undefined) => (row ? refundJson(row) : null);

function refundJson(row: RefundRow): AdminReturnRefund {
  return {
    _id: row.id,
    status: row.status,
    method: row.method,
    amount: rupeesFromPaise(row.amountPaise),
    reference: row.reference,
    gatewayRefundId: row.gatewayRefundId,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The latest refund of each return: a live one when there is one, else the last that failed. */
async function latestRefunds(db: Db, returnIds: string[]): Promise<Map<string, RefundRow>> {
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.returnId, returnIds))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  const latest = new Map<string, RefundRow>();
  for (const row of rows) {
    if (!row.returnId) continue;
    const kept = latest.get(row.returnId);
    if (!kept || (kept.status === 'failed' && row.status !== 'failed')) latest.set(row.returnId, row);
  }
  return latest;
}

type UnitRow = typeof returnUnits.$inferSelect;

async function unitsOf(db: Db, returnIds: string[]): Promise<Map<string, UnitRow[]>> {
  const rows = await db
    .select()
    .from(returnUnits)
    .where(inArray(returnUnits.returnId, returnIds))
    .orderBy(asc(returnUnits.returnId), asc(returnUnits.position));
  const byReturn = new Map<string, UnitRow[]>();
  for (const row of rows) byReturn.set(row.returnId, [...(byReturn.get(row.returnId) ?? []), row]);
  return byReturn;
}

/**
 * What the return's refund is (or will be): a live refund's amount, else what was paid for its
 * units after the line's other refunded returns (process-refund.ts computes it the same way).
 */
function refundPaiseOf(row: ReturnRow, item: OrderItemWithStock | undefined, refund: RefundRow | undefined): number {
  if (refund && refund.status !== 'failed') return refund.amountPaise;
  if (!item) return 0;
  const before = (item.returns ?? [])
    .filter((other) => other._id !== row.id && other.status === 'Refunded')
    .reduce((sum, other) => sum + other.quantity, 0);
  return paidForUnits(item, before, row.quantity);
}

/** Returns with their orders (lines included), products, refunds, units and steps populated, in list order. */
export async function toAdminReturns(db: Db, rows: ReturnRow[]): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const productIds = [...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))];
  const returnIds = rows.map((r) => r.id);
  const [orderRows, productRows, itemsByOrder, refundByReturn, unitsByReturn, history] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, orderIds)),
    productIds.length > 0 ? db.select().from(products).where(inArray(products.id, productIds)) : Promise.resolve([]),
    loadOrderItems(db, orderIds),
    latestRefunds(db, returnIds),
    unitsOf(db, returnIds),
    loadReturnSteps(db, returnIds),
  ]);
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  return rows.flatMap((row) => {
    const order = orderById.get(row.orderId);
    if (!order) return [];
    const items = itemsByOrder.get(row.orderId) ?? [];
    const item = items.find((line) => line.id === row.orderItemId);
    const product = row.productId ? productById.get(row.productId) : undefined;
    return [
      {
        ...returnRequestJson(row),
        orderId: orderJson(order, items),
        productId: productJson(row, product, item),
        orderItemId: row.orderItemId,
        quantity: row.quantity,
        // What the shopper paid per unit, never today's price (decision 113); 0 without a line.
        unitPrice: rupeesFromPaise(item?.pricePaise ?? 0),
        refundAmount: rupeesFromPaise(refundPaiseOf(row, item, refundByReturn.get(row.id))),
        refundId: row.refundId,
        refundedAt: row.refundedAt?.toISOString() ?? null,
        refund: refundOf(refundByReturn.get(row.id)),
        pickup: {
          shipRocketOrderId: row.shipRocketOrderId,
          shipmentId: row.shipmentId,
          awb: row.tracking,
          courierName: row.courierName,
          requestedAt: row.pickupRequestedAt?.toISOString() ?? null,
          pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
          lastScan: history.get(row.id)?.lastScan ?? null,
        },
        receivedAt: row.receivedAt?.toISOString() ?? null,
        units: (unitsByReturn.get(row.id) ?? []).map((unit) => ({
          position: unit.position,
          outcome: unit.outcome,
          note: unit.note,
          restocked: unit.restocked,
        })),
        refundOverrideReason: row.refundOverrideReason,
        steps: history.get(row.id)?.steps ?? [],
      },
    ];
  });
}

export async function findReturnRow(db: Db, id: string): Promise<ReturnRow> {
  if (!isObjectId(id)) throw ApiError.notFound(returnMessages.returnNotFound);
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw ApiError.notFound(returnMessages.returnNotFound);
  return row;
}

export async function adminReturn(db: Db, id: string): Promise<AdminReturn> {
  const [json] = await toAdminReturns(db, [await findReturnRow(db, id)]);
  if (!json) throw ApiError.notFound(returnMessages.returnNotFound);
  return json;
}
