import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../data/db';
import { saveSessionUser } from '../../data/session';
import { createTestDatabase, sampleProduct } from '../../data/test-database.test-support';
import { queueBagChange } from '../bag/queue-bag-change';
import { wipeUserData } from './wipe-user-data';

/** Sign-out: one user's data leaves the device, the catalogue and other users' rows stay. */
const USER = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'a@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};
const line = { title: 'Jute bowl', price: 499, image: '', slug: 'jute-bowl', inventory: 10, size: '' };
let database: ShopDatabase;

const add = (userId: string, productId: string) =>
  queueBagChange(database, { userId, op: 'add', productId, quantity: 1, title: 'Jute bowl', line });

beforeEach(async () => {
  database = createTestDatabase();
  await saveSessionUser(USER, database);
});

describe('wipeUserData', () => {
  it("removes the user's bag, orders, profile, outbox and session, and keeps the catalogue", async () => {
    await database.products.put(sampleProduct({ _id: 'p1' }));
    await add('u1', 'bowl');
    await database.cartMeta.put({ id: 'current', userId: 'u1', value: 499, fetchedAt: 1 });
    await database.profile.put({ id: 'current', fetchedAt: 1 } as never);
    await database.orders.put({ _id: 'o1', userId: 'u1', createdAt: '2026-01-01', fetchedAt: 1 } as never);
    await wipeUserData('u1', database);
    for (const table of [
      database.cart,
      database.cartMeta,
      database.orders,
      database.profile,
      database.outbox,
      database.session,
    ]) {
      expect(await table.count()).toBe(0);
    }
    expect(await database.products.count()).toBe(1);
  });

  it("removes that user's cart, cartMeta, orders, profile and outbox, and leaves another user's rows", async () => {
    await add('u1', 'p0');
    await add('u2', 'p1');
    await database.cartMeta.put({ id: 'current', userId: 'u1', value: 100, fetchedAt: 1 });
    await database.profile.put({ id: 'current', _id: 'u1', fetchedAt: 1 } as never);
    await database.orders.bulkPut([
      { _id: 'o1', userId: 'u1', createdAt: '2026-01-01', fetchedAt: 1 } as never,
      { _id: 'o2', userId: 'u2', createdAt: '2026-01-02', fetchedAt: 1 } as never,
    ]);

    await wipeUserData('u1', database);

    expect(await database.outbox.toArray()).toMatchObject([{ userId: 'u2', productId: 'p1' }]);
    expect(await database.cart.toArray()).toMatchObject([{ userId: 'u2', productId: 'p1' }]);
    expect((await database.orders.toArray()).map((order) => order._id)).toEqual(['o2']);
    expect(await database.cartMeta.count()).toBe(0);
    expect(await database.profile.count()).toBe(0);
    expect(await database.session.count()).toBe(0);
  });
});
