import { forceCloseDatabase } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { queueBagChange } from '../domains/bag/queue-bag-change';
import { createTestDatabase } from './test-database.test-support';

describe('database reopen', () => {
  it('reopens itself after the browser closes the database and reads again', async () => {
    const database = createTestDatabase();
    const line = { title: 'Jute bowl', price: 499, image: '', slug: 'p0', inventory: 10, size: '' };
    const queue = (op: 'add' | 'quantity', quantity: number) =>
      queueBagChange(database, {
        userId: 'u1',
        op,
        productId: 'p0',
        quantity,
        title: 'Jute bowl',
        line: op === 'add' ? line : undefined,
      });
    await queue('add', 1);
    const closed = new Promise<void>((resolve) => database.on('close', () => resolve()));
    forceCloseDatabase(database.backendDB() as never); // its typings want the IDBDatabase constructor
    await closed;
    // Reopened by the 'close' handler itself, before any query (Dexie 4 alone would reopen lazily).
    await vi.waitFor(() => expect(database.isOpen()).toBe(true));
    expect(await database.outbox.count()).toBe(1);
    expect(await database.cart.get('p0')).toMatchObject({ productId: 'p0' });
    await queue('quantity', 2);
    expect(await database.outbox.count()).toBe(2);
  });
});
