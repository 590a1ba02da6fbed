import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readyToPack } from '../../../contract/order-lifecycle/status-graph';
import { packingMessages } from '../../../contract/packing';
import { ORDER_STATUSES } from '../../../contract/statuses';
import { orders } from '../../db/schema/orders';
import { createAdmin } from '../../testing/accounts';
import { insertTestOrder } from '../../testing/orders';
import { claimedId, signInTablet, type Tablet } from '../../testing/packing';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(TEST_DATABASE_KINDS)('packing desk claims on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let staff: { id: string; email: string };
  let first: Tablet;
  let second: Tablet;
  beforeAll(async () => {
    staff = await createAdmin(t.db);
    // Two tablets signed in with the same staff account: each is its own packer.
    first = await signInTablet(t.app, staff.email);
    second = await signInTablet(t.app, staff.email);
  });
  beforeEach(async () => {
    await t.db.delete(orders);
  });

  it('refuses the packing routes without an admin session', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    for (const path of ['claim', `${id}/renew`, `${id}/release`, `${id}/packed`, `${id}/skip`]) {
      expect((await call(t.app, 'POST', `/api/admin/packing/${path}`)).status, path).toBe(401);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.packerId).toBeNull();
  });

  it('gives two tablets two different orders, oldest first, and each its own again', async () => {
    const oldest = await insertTestOrder(t.db, { status: 'Paid', createdAt: minutesAgo(30) });
    const cod = await insertTestOrder(t.db, { status: 'Placed', paymentMethod: 'COD', createdAt: minutesAgo(20) });
    const newest = await insertTestOrder(t.db, { status: 'Paid', createdAt: minutesAgo(10) });

    const a = dataOf(await first.claim());
    expect(a.order?._id).toBe(oldest);
    expect(a.order?.cart[0]?.articleCode).toEqual(expect.any(String));
    expect(a.leaseUntil).toEqual(expect.any(String));
    expect(a).toMatchObject({ waiting: 2, elsewhere: 0 });
    const b = dataOf(await second.claim());
    expect(b.order?._id).toBe(cod);
    expect(b).toMatchObject({ waiting: 1, elsewhere: 1 });

    // A tablet that reloads gets back the order it holds, not the next one.
    expect(claimedId(await first.claim())).toBe(oldest);
    expect(claimedId(await second.claim())).toBe(cod);

    const rows = await t.db.select().from(orders);
    const holders = new Map(rows.map((row) => [row.id, row.packerId]));
    expect(holders.get(oldest)).not.toBeNull();
    expect(holders.get(cod)).not.toBeNull();
    expect(holders.get(oldest)).not.toBe(holders.get(cod));
    expect(holders.get(newest)).toBeNull();
  });

  it('answers nothing to pack when every ready order is held', async () => {
    await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await first.claim())).not.toBeNull();
    const none = dataOf(await second.claim());
    expect(none).toEqual({ order: null, leaseUntil: null, lastSkip: null, waiting: 0, elsewhere: 1 });
  });

  it('takes over an order whose claim ran out; the first tablet can then neither renew nor pack it', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await first.claim())).toBe(id);
    expect(claimedId(await second.claim())).toBeNull();

    await t.db.update(orders).set({ packingLeaseUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, id));
    expect(claimedId(await second.claim())).toBe(id);

    const renew = await first.renew(id);
    expect(renew.status).toBe(409);
    expect(renew.body.message).toBe(packingMessages.heldElsewhere(staff.email));
    const packed = await first.packed(id);
    expect(packed.status).toBe(409);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('Paid');
  });

  it('renews a claim that ran out while nobody took the order over', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await first.claim())).toBe(id);
    await t.db.update(orders).set({ packingLeaseUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, id));
    const renewed = dataOf(await first.renew(id));
    const [row] = await t.db
      .select({ live: sql<boolean>`${orders.packingLeaseUntil} > now()` })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.live).toBe(true);
    expect(renewed.leaseUntil).toEqual(expect.any(String));
    expect(claimedId(await second.claim())).toBeNull();
  });

  it('releases a claim for the next tablet; releasing what is not held is harmless', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await first.claim())).toBe(id);
    expect(dataOf(await second.release(id))).toEqual({ released: false });
    expect(dataOf(await first.release(id))).toEqual({ released: true });
    expect(claimedId(await second.claim())).toBe(id);
  });

  it('a renew holds the order again after a release, unless another tablet took it', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await first.claim())).toBe(id);
    expect(dataOf(await first.release(id))).toEqual({ released: true });
    dataOf(await first.renew(id));
    expect(claimedId(await second.claim())).toBeNull();
    expect(dataOf(await first.release(id))).toEqual({ released: true });
    expect(claimedId(await second.claim())).toBe(id);
    expect((await first.renew(id)).status).toBe(409);
  });

  it('claims a named order only when it is ready and free, letting go of the tablet’s other claim', async () => {
    const older = await insertTestOrder(t.db, { status: 'Paid', createdAt: minutesAgo(5) });
    const named = await insertTestOrder(t.db, { status: 'Placed', paymentMethod: 'COD' });
    const shipped = await insertTestOrder(t.db, { status: 'Shipped' });
    expect(claimedId(await first.claim())).toBe(older);

    expect(claimedId(await first.claim(named))).toBe(named);
    const [olderRow] = await t.db.select().from(orders).where(eq(orders.id, older));
    expect(olderRow?.packerId).toBeNull();

    const held = await second.claim(named);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(packingMessages.heldElsewhere(staff.email));
    const notReady = await second.claim(shipped);
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toBe(packingMessages.notReady);
    expect((await second.claim('000000000000000000000000')).status).toBe(404);
  });

  it('offers exactly the orders the contract calls ready to pack', async () => {
    const expected: string[] = [];
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of ['Online', 'COD'] as const) {
        const id = await insertTestOrder(t.db, { status, paymentMethod });
        const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
        if (row && readyToPack(row)) expected.push(id);
      }
    }
    const queue = dataOf(
      await call<{ _id: string }[]>(t.app, 'GET', '/api/admin/packing/queue', { token: first.token }),
    );
    expect(queue.map((order) => order._id).sort()).toEqual([...expected].sort());
    expect(expected.length).toBeGreaterThan(0);
  });
});
