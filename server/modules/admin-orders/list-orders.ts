import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_ORDER_TAB_FILTER,
  ADMIN_ORDER_TABS,
  type AdminOrderList,
  type AdminOrderTab,
  type AdminOrderTabFilter,
} from '../../../contract/admin-orders';
import { typedNumber } from '../../../contract/order-number';
import { typedPhoneDigits } from '../../../contract/staff-search';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { shipments } from '../../db/schema/shipments';
import { containing, digitsOf } from '../../db/staff-search-sql';
import { toOrders } from './admin-order-json';

export function tabCondition(filter: AdminOrderTabFilter): SQL | undefined {
  if ('statuses' in filter) return inArray(orders.status, [...filter.statuses]);
  if ('paymentMethod' in filter) return eq(orders.paymentMethod, filter.paymentMethod);
  return undefined;
}

/**
 * An order matches what staff typed (docs/decisions/203) when it is part of its number or id
 * ('#2f67efb5' as well), of the customer's name or e-mail, of the delivery address's name, of
 * the delivery phone in any common form, or of a tracking number (the order's, or any AWB of its
 * shipments, cancelled bookings too: a courier's old label may be what staff hold).
 */
export function orderMatches(search: string): SQL | undefined {
  const needle = search.trim();
  if (needle === '') return undefined;
  const pattern = containing(needle);
  const phone = typedPhoneDigits(needle);
  return or(
    ilike(orders.id, containing(typedNumber(needle) ?? needle)),
    ilike(orders.customerName, pattern),
    ilike(orders.customerEmail, pattern),
    sql`(${orders.address} -> 0 ->> 'fullName') ilike ${pattern}`,
    phone ? sql`${digitsOf(sql`${orders.address} -> 0 ->> 'phone'`)} like ${containing(phone)}` : undefined,
    ilike(orders.tracking, pattern),
    sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.awb} ilike ${pattern})`,
  );
}

/**
 * Every tab's count from one GROUP BY over (status, payment method): a few dozen groups at
 * most, folded into the nine tabs here rather than nine COUNT queries.
 */
export async function countByTab(db: Db, where?: SQL): Promise<Record<AdminOrderTab, number>> {
  const groups = await db
    .select({ status: orders.status, paymentMethod: orders.paymentMethod, n: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.status, orders.paymentMethod);
  const counts = Object.fromEntries(ADMIN_ORDER_TABS.map((tab) => [tab.value, 0])) as Record<AdminOrderTab, number>;
  for (const group of groups) {
    for (const { value } of ADMIN_ORDER_TABS) {
      const filter = ADMIN_ORDER_TAB_FILTER[value];
      const inTab =
        'statuses' in filter
          ? (filter.statuses as readonly string[]).includes(group.status)
          : 'paymentMethod' in filter
            ? group.paymentMethod === filter.paymentMethod
            : true;
      if (inTab) counts[value] += Number(group.n);
    }
  }
  return counts;
}

/**
 * One page of a tab, newest first (docs/decisions/091). Offset paging: the admin screen jumps
 * to numbered pages, which keyset paging cannot do; the (status, created_at), (created_at) and
 * (payment_method, created_at) indexes serve the ORDER BY ... LIMIT of every tab.
 */
export async function listOrders(
  db: Db,
  query: { tab: AdminOrderTab; page: number; pageSize: number; search?: string },
): Promise<AdminOrderList> {
  const matching = orderMatches(query.search ?? '');
  const where = and(tabCondition(ADMIN_ORDER_TAB_FILTER[query.tab]), matching);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countByTab(db, matching),
  ]);
  return {
    orders: await toOrders(db, rows),
    total: counts[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
