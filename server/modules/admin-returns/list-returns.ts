import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReturnList } from '../../../contract/admin-returns';
import { typedNumber } from '../../../contract/order-number';
import type { ReturnListFilter, returnListQuerySchema } from '../../../contract/returns';
import type { ReturnStatus } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';
import { containing } from '../../db/staff-search-sql';
import { toAdminReturns } from './admin-return-json';

const FILTER_STATUS: Record<Exclude<ReturnListFilter, 'all'>, ReturnStatus> = {
  requested: 'Requested',
  approved: 'Approved',
  'pickup-booked': 'Pickup Booked',
  'picked-up': 'Picked Up',
  received: 'Received',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

/**
 * The admin's returns, newest first, filtered and paged in SQL (decision 112). The search is a
 * case-insensitive substring of the return id, order id, first address's full name or product title;
 * a number typed as staff see it ('#1cd6ac') matches the ids without its '#'.
 */
export async function listReturns(db: Db, query: z.output<typeof returnListQuerySchema>): Promise<AdminReturnList> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(returns.status, FILTER_STATUS[query.status]));
  if (query.search) {
    const pattern = containing(query.search);
    const idPattern = containing(typedNumber(query.search) ?? query.search);
    const match = or(
      ilike(returns.id, idPattern),
      ilike(returns.orderId, idPattern),
      sql`(${orders.address} -> 0 ->> 'fullName') ilike ${pattern}`,
      ilike(products.title, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db
    .select({ n: count() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(products, eq(products.id, returns.productId))
    .where(where);
  const rows = await db
    .select({ row: returns })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(products, eq(products.id, returns.productId))
    .where(where)
    .orderBy(desc(returns.requestedAt), desc(returns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    returns: await toAdminReturns(
      db,
      rows.map((r) => r.row),
    ),
    total: Number(totalRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
