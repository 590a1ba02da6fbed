import { ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../contract/admin-orders';
import { paiseFromRupees } from '../../../contract/money';
import { orders } from '../../db/schema/orders';
import { returns } from '../../db/schema/returns';
import { newObjectId } from '../../lib/object-id';
import { adminAndCustomer, insertTestOrder } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { indiaDay, lastIndiaDays } from './dashboard-service';

describe('India days', () => {
  it('counts 30 India days ending today, across the UTC midnight', () => {
    // 20:00 UTC is 01:30 the next day in India.
    const now = Date.parse('2026-03-10T20:00:00Z');
    const { start, dates } = lastIndiaDays(now);
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)).toBe('2026-03-11');
    expect(dates[0]).toBe('2026-02-10');
    expect(start.toISOString()).toBe('2026-02-09T18:30:00.000Z');
    expect(indiaDay(Date.parse('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
  });
});

describe.each(TEST_DATABASE_KINDS)('admin dashboard on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('is refused without an admin token', async () => {
    const { customerToken } = await adminAndCustomer(t.app, t.db);
    expect((await call(t.app, 'GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: customerToken })).status).toBe(401);
  });

  it('shows orders to act on, the customer count, open returns and 30 days of sales', async () => {
    const { adminToken } = await adminAndCustomer(t.app, t.db);
    await t.db.delete(orders);
    const hour = 3_600_000;
    const now = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await insertTestOrder(t.db, {
          status: (['Placed', 'Paid', 'Pending'] as const)[i % 3],
          createdAt: new Date(now - (10 - i) * hour),
        }),
      );
    }
    const cod = await insertTestOrder(t.db, {
      status: 'Awaiting Payment',
      paymentMethod: 'COD',
      createdAt: new Date(now - 20 * hour),
    });
    const canceled = await insertTestOrder(t.db, { status: 'Canceled', createdAt: new Date(now - hour) });
    await t.db.insert(returns).values([
      { id: newObjectId(), orderId: canceled, reason: 'Damaged', status: 'Requested' },
      { id: newObjectId(), orderId: canceled, reason: 'Damaged', status: 'Refunded' },
    ]);

    const data = dataOf(await call<AdminDashboard>(t.app, 'GET', '/api/admin/dashboard', { token: adminToken }));
    expect(data.toFulfil.map((o) => o._id)).toEqual(ids.slice(0, 5));
    expect(data.unpaidCod.map((o) => o._id)).toEqual([cod]);
    // Two customers signed up in this file (one per test); admins are not counted.
    expect(data.customerCount).toBe(2);
    expect(data.openReturns).toBe(1);
    expect(data.daily).toHaveLength(30);
    const totalOrders = data.daily.reduce((sum, d) => sum + d.orders, 0);
    expect(totalOrders).toBe(8);
    const kept = await t.db.select().from(orders).where(ne(orders.status, 'Canceled'));
    const revenuePaise = kept.reduce((sum, o) => sum + o.totalPaise, 0);
    expect(data.daily.reduce((sum, d) => sum + paiseFromRupees(d.revenue), 0)).toBe(revenuePaise);
  });
});
