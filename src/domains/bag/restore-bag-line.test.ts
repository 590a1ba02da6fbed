import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../data/db';
import { createTestDatabase, sampleBagLine } from '../../data/test-database.test-support';
import { queueBagChange } from './queue-bag-change';
import { restoreBagLine } from './restore-bag-line';

let database: ShopDatabase;
const bowl = sampleBagLine;

beforeEach(async () => {
  database = createTestDatabase();
  await database.cart.put(bowl);
});

describe('undoing a bag line removal', () => {
  it('puts the line back at its quantity, queued after the remove', async () => {
    await queueBagChange(database, { userId: 'u1', op: 'remove', productId: 'bowl', quantity: 0, title: 'Jute bowl' });
    expect(await database.cart.get('bowl')).toBeUndefined();

    const key = await restoreBagLine(database, bowl);

    expect(key).not.toBeNull();
    expect(await database.cart.get('bowl')).toMatchObject({
      quantity: 3,
      title: 'Jute bowl',
      price: 549,
      pending: true,
    });
    const outbox = await database.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => [entry.op, entry.quantity])).toEqual([
      ['remove', 0],
      ['add', 3],
    ]);
  });

  it('queues nothing when the product is back in the bag already', async () => {
    expect(await restoreBagLine(database, bowl)).toBeNull();
    expect(await database.outbox.count()).toBe(0);
  });
});
