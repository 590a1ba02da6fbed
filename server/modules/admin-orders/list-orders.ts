import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDER_TAB_FILTER,
  ADMIN_ORDER_TABS,
  type AdminOrderList,
  type AdminOrderTab,
  type AdminOrderTabFilter,
} from '../../../contract/admin-orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { toOrders } from './admin-order-json';

export function tabCondition(filter: AdminOrderTabFilter): SQL | undefined {
  if ('statuses' in filter) return inArray(orders.status, [...filter.statuses]);
  if ('paymentMethod' in filter) return eq(orders.paymentMethod, filter.paymentMethod);
  return undefined;
}

/**
 * Every tab's count from one GROUP BY over (status, payment method): a few dozen groups at
 * most, folded into the nine tabs here rather than nine COUNT queries.
 */
export async function countByTab(db: Db): Promise<Record<AdminOrderTab, number>> {
  const groups = await db
    .select({ status: orders.status, paymentMethod: orders.paymentMethod, n: count() })
    .from(orders)
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
  query: { tab: AdminOrderTab; page: number; pageSize: number },
): Promise<AdminOrderList> {
  const where = tabCondition(ADMIN_ORDER_TAB_FILTER[query.tab]);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countByTab(db),
  ]);
  return {
    orders: await toOrders(db, rows),
    total: counts[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
