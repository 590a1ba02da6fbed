import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { createAdmin } from '../../testing/accounts';
import { insertTestOrder } from '../../testing/orders';
import { claimedId, signInTablet } from '../../testing/packing';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

/*
 * Ten tablets claim at the same moment. On PostgreSQL the requests run on separate pooled
 * connections, so the claims truly overlap; PGlite runs them one after another, which must
 * give the same answer.
 */
describe.each(TEST_DATABASE_KINDS)('concurrent packing claims on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('ten simultaneous claims on three ready orders: three distinct orders and seven with nothing to pack', async () => {
    await t.db.delete(orders);
    const ready = [
      await insertTestOrder(t.db, { status: 'Paid' }),
      await insertTestOrder(t.db, { status: 'Placed', paymentMethod: 'COD' }),
      await insertTestOrder(t.db, { status: 'Paid' }),
    ];
    await insertTestOrder(t.db, { status: 'Shipped' });
    const staff = await createAdmin(t.db);
    const tablets = await Promise.all(Array.from({ length: 10 }, () => signInTablet(t.app, staff.email)));

    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(tablets.map(async (tablet) => claimedId(await tablet.claim())));
      const got = answers.filter((id): id is string => id !== null);
      expect(got.sort()).toEqual([...ready].sort());
      expect(answers.filter((id) => id === null)).toHaveLength(7);
      // Each tablet lets go, so the next round starts from three free orders again.
      await Promise.all(tablets.map((tablet, i) => (answers[i] ? tablet.release(answers[i]) : null)));
    }

    const rows = await t.db.select().from(orders);
    expect(rows.every((row) => row.packerId === null)).toBe(true);
  });
});
