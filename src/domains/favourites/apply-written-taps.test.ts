// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/auth';
import { TOKEN_KEY } from '../../../contract/constants';
import { saveSessionUser } from '../../data/session';
import { createTestDatabase } from '../../data/test-database.test-support';
import { applyWrittenTaps } from './apply-written-taps';
import { readWrittenTaps, recordWrittenTap } from './written-taps';

const shopper: SessionUser = {
  _id: 'u-meera',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

async function signedInDevice() {
  const database = createTestDatabase();
  window.localStorage.setItem(TOKEN_KEY, 'a-token');
  await saveSessionUser(shopper, database);
  return database;
}

describe('hearts tapped on a written first screen, stored when the app starts (decision 367)', () => {
  it("stores each as the shopper's own heart tap, once, and sends them", async () => {
    const database = await signedInDevice();
    await database.favourites.put({
      userId: shopper._id,
      productId: 'p-basket',
      addedAt: '2026-12-01',
      pending: false,
    });
    recordWrittenTap({ productId: 'p-bowl', title: 'Jute bowl', favourite: true });
    recordWrittenTap({ productId: 'p-basket', title: 'Laundry basket', favourite: false });
    const sync = vi.fn();

    await applyWrittenTaps(database, sync);
    await applyWrittenTaps(database, sync);

    const rows = await database.favourites.where('userId').equals(shopper._id).toArray();
    expect(rows.map((row) => [row.productId, row.pending])).toEqual([['p-bowl', true]]);
    const outbox = await database.outbox.toArray();
    expect(outbox.map((entry) => [entry.op, entry.productId, entry.title])).toEqual([
      ['favourite-add', 'p-bowl', 'Jute bowl'],
      ['favourite-remove', 'p-basket', 'Laundry basket'],
    ]);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(readWrittenTaps()).toEqual([]);
  });

  it('a tap the device already has is forgotten without a change to send', async () => {
    const database = await signedInDevice();
    await database.favourites.put({ userId: shopper._id, productId: 'p-bowl', addedAt: '2026-12-01', pending: false });
    recordWrittenTap({ productId: 'p-bowl', title: 'Jute bowl', favourite: true });
    const sync = vi.fn();

    await applyWrittenTaps(database, sync);

    expect(await database.outbox.count()).toBe(0);
    expect(sync).not.toHaveBeenCalled();
    expect(readWrittenTaps()).toEqual([]);
  });

  it('the latest tap of a product is the one kept', async () => {
    recordWrittenTap({ productId: 'p-bowl', title: 'Jute bowl', favourite: true });
    recordWrittenTap({ productId: 'p-bowl', title: 'Jute bowl', favourite: false });
    expect(readWrittenTaps()).toEqual([{ productId: 'p-bowl', title: 'Jute bowl', favourite: false }]);
  });

  it('kept while the device does not know the shopper yet (the session check still to come)', async () => {
    const database = createTestDatabase();
    window.localStorage.setItem(TOKEN_KEY, 'a-token');
    recordWrittenTap({ productId: 'p-bowl', title: 'Jute bowl', favourite: true });

    await applyWrittenTaps(database, vi.fn());
    expect(await database.outbox.count()).toBe(0);
    expect(readWrittenTaps()).toHaveLength(1);

    // The check has said who it is: now they are stored.
    await saveSessionUser(shopper, database);
    await applyWrittenTaps(database, vi.fn());
    expect((await database.outbox.toArray()).map((entry) => entry.op)).toEqual(['favourite-add']);
    expect(readWrittenTaps()).toEqual([]);
  });

  it('forgotten once the session has ended (no token): nothing is stored for nobody', async () => {
    const database = createTestDatabase();
    recordWrittenTap({ productId: 'p-bowl', title: 'Jute bowl', favourite: true });

    await applyWrittenTaps(database, vi.fn());

    expect(await database.outbox.count()).toBe(0);
    expect(readWrittenTaps()).toEqual([]);
  });
});
