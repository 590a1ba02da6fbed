import { and, asc, count, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AdminDashboard } from '../../../contract/admin-orders';
import { rupeesFromPaise } from '../../../contract/money';
import { READY_TO_FULFIL } from '../../../contract/order-lifecycle/status-graph';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';
import { users } from '../../db/schema/users';
import { toOrders } from '../admin-orders/admin-order-json';

export const DASHBOARD_LIST_SIZE = 5;
export const DASHBOARD_DAYS = 30;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment in India time. */
export function indiaDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` India days, oldest first, and the UTC moment the first one starts. */
export function lastIndiaDays(now: number, days = DASHBOARD_DAYS): { start: Date; dates: string[] } {
  const todayStart = Date.parse(`${indiaDay(now)}T00:00:00Z`) - IST_OFFSET_MS;
  const startMs = todayStart - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) => indiaDay(startMs + i * DAY_MS));
  return { start: new Date(startMs), dates };
}

async function oldestFirst(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(DASHBOARD_LIST_SIZE);
  return toOrders(db, rows);
}

/**
 * The dashboard (spec 001 section 2, and our additions: docs/decisions/095). The lists are
 * oldest first: the order that has waited longest is the one to act on.
 */
export async function dashboard(db: Db, now = Date.now()): Promise<AdminDashboard> {
  const { start, dates } = lastIndiaDays(now);
  const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;
  const [toFulfil, unpaidCod, [customers], [open], daily, [toRemit]] = await Promise.all([
    oldestFirst(db, inArray(orders.status, [...READY_TO_FULFIL])),
    oldestFirst(db, and(eq(orders.paymentMethod, 'COD'), inArray(orders.status, ['Placed', 'Awaiting Payment']))),
    db.select({ n: count() }).from(users).where(eq(users.isAdmin, false)),
    db
      .select({ n: count() })
      .from(returns)
      .where(notInArray(returns.status, ['Refunded', 'Rejected'])),
    db
      .select({ date: day, orders: count(), revenuePaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)` })
      .from(orders)
      .where(and(gte(orders.createdAt, start), ne(orders.status, 'Canceled')))
      .groupBy(day),
    // Cash the couriers collected and have not paid over yet (docs/decisions/191).
    db
      .select({ n: count(), paise: sql<string>`coalesce(sum(${orders.totalPaise} - ${orders.refundedPaise}), 0)` })
      .from(orders)
      .where(eq(orders.paymentStatus, 'cod_to_remit')),
  ]);
  const byDate = new Map(daily.map((row) => [row.date, row]));
  return {
    toFulfil,
    unpaidCod,
    customerCount: Number(customers?.n ?? 0),
    openReturns: Number(open?.n ?? 0),
    cashToRemit: { orders: Number(toRemit?.n ?? 0), amount: rupeesFromPaise(Number(toRemit?.paise ?? 0)) },
    daily: dates.map((date) => {
      const row = byDate.get(date);
      return { date, orders: Number(row?.orders ?? 0), revenue: rupeesFromPaise(Number(row?.revenuePaise ?? 0)) };
    }),
  };
}
