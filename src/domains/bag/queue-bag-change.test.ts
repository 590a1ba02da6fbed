import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../data/db';
import { createTestDatabase } from '../../data/test-database.test-support';
import { queueBagChange } from './queue-bag-change';

/** The local half of a bag change: the line and its outbox entry, written together. */
let database: ShopDatabase;
const line = { title: 'Jute bowl', price: 499, image: '', slug: 'jute-bowl', inventory: 10, size: '' };

beforeEach(() => {
  database = createTestDatabase();
});

describe('queueBagChange', () => {
  it('writes the local line and the outbox entry together', async () => {
    const key = await queueBagChange(database, {
      userId: 'u1',
      op: 'add',
      productId: 'bowl',
      quantity: 2,
      title: 'Jute bowl',
      line,
    });
    expect(await database.cart.get('bowl')).toMatchObject({ quantity: 2, pending: true, title: 'Jute bowl' });
    expect(await database.outbox.toArray()).toMatchObject([
      { key, op: 'add', productId: 'bowl', quantity: 2, userId: 'u1' },
    ]);
  });

  it('stores neither when the outbox write fails (one transaction)', async () => {
    await queueBagChange(database, { userId: 'u1', op: 'add', productId: 'bowl', quantity: 1, title: 'x', line });
    const [first] = await database.outbox.toArray();
    // Reusing a key breaks the unique index, so the outbox add throws inside the transaction.
    await expect(
      queueBagChange(
        database,
        { userId: 'u1', op: 'quantity', productId: 'bowl', quantity: 4, title: 'x' },
        Date.now(),
        first?.key,
      ),
    ).rejects.toThrow();
    expect((await database.cart.get('bowl'))?.quantity).toBe(1);
    expect(await database.outbox.count()).toBe(1);
  });
});
