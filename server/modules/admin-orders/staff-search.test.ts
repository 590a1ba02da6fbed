import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '../../../contract/admin-orders';
import type { AdminReturnList } from '../../../contract/admin-returns';
import type { UserProfile } from '../../../contract/order';
import { orderNumber, returnNumber } from '../../../contract/order-number';
import { STAFF_SEARCH_MAX } from '../../../contract/staff-search';
import { orders } from '../../db/schema/orders';
import { shipments } from '../../db/schema/shipments';
import { newObjectId } from '../../lib/object-id';
import { registerCustomer } from '../../testing/accounts';
import { adminAndCustomer, insertTestOrder, TEST_ADDRESS } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { insertTestReturn } from '../../testing/returns';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

// Staff find people and orders by what they are told (issue 22 item 8, docs/decisions/203).
describe.each(TEST_DATABASE_KINDS)('staff search on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let adminToken: string;
  beforeAll(async () => {
    ({ adminToken } = await adminAndCustomer(t.app, t.db));
  });
  const get = <T>(path: string) => call<T>(t.app, 'GET', path, { token: adminToken });
  const q = (text: string) => encodeURIComponent(text);

  it('finds a customer by full name and by a phone number in any common form', async () => {
    const priya = await registerCustomer(t.app, {
      firstName: 'Priya',
      lastName: 'Sharmaji',
      phoneNumber: '9830012345',
    });
    const found = async (search: string) =>
      (dataOf(await get<UserProfile[]>(`/api/admin/get-all-users?search=${q(search)}`)) as UserProfile[]).map(
        (user) => user._id,
      );
    for (const search of ['Priya Sharmaji', 'priya sharmaji', '98300 12345', '+91 9830012345', '098300-12345', '12345'])
      expect(await found(search), search).toEqual([priya.user._id]);
    expect(await found('Sharmaji Priya')).toEqual([]);
    const tooLong = await get(`/api/admin/get-all-users?search=${'x'.repeat(STAFF_SEARCH_MAX + 1)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(`Search text must be at most ${STAFF_SEARCH_MAX} characters`);
  });

  it('finds orders by number (with or without #), name, phone, e-mail and AWB, in every tab', async () => {
    const tag = newObjectId().slice(-5);
    const orderId = await insertTestOrder(t.db, {
      status: 'Shipped',
      address: [{ ...TEST_ADDRESS, fullName: `Kavya Rao${tag}`, phone: '+91 98301 55555' }],
    });
    await t.db
      .update(orders)
      .set({ customerEmail: `kavya.${tag}@example.in` })
      .where(eq(orders.id, orderId));
    await t.db.insert(shipments).values({
      id: newObjectId(),
      orderId,
      status: 'cancelled',
      shipRocketOrderId: `SR${tag}`,
      shipmentId: `SH${tag}`,
      awb: `AWB77${tag}`,
    });
    const other = await insertTestOrder(t.db, { status: 'Placed' });

    const search = async (text: string, tab = 'all') =>
      dataOf(await get<AdminOrderList>(`/api/admin/get-orders?tab=${tab}&search=${q(text)}`)) as AdminOrderList;
    for (const text of [
      `#${orderNumber(orderId)}`,
      orderNumber(orderId).toUpperCase(),
      `Kavya Rao${tag}`,
      '98301 55555',
      '9830155555',
      `KAVYA.${tag}@example.in`,
      `awb77${tag}`,
    ]) {
      const found = await search(text);
      expect(
        found.orders.map((order) => order._id),
        text,
      ).toEqual([orderId]);
      expect(found.total, text).toBe(1);
      expect(found.counts.shipped, text).toBe(1);
      expect(found.counts.placed, text).toBe(0);
    }
    expect((await search(`#${orderNumber(orderId)}`, 'placed')).orders).toEqual([]);
    expect((await search(`#${orderNumber(other)}`)).orders.map((order) => order._id)).toEqual([other]);
    expect((await search('%%_nothing')).total).toBe(0);
  });

  it('finds a return by the number staff see, "#" and all', async () => {
    const made = await insertTestReturn(t.db, {});
    const found = dataOf(
      await get<AdminReturnList>(`/api/admin/returns?status=all&search=${q(`#${returnNumber(made.returnId)}`)}`),
    ) as AdminReturnList;
    expect(found.returns.map((item) => item._id)).toEqual([made.returnId]);
    const byOrder = dataOf(
      await get<AdminReturnList>(`/api/admin/returns?status=all&search=${q(`#${orderNumber(made.orderId)}`)}`),
    ) as AdminReturnList;
    expect(byOrder.returns.map((item) => item._id)).toEqual([made.returnId]);
  });
});
