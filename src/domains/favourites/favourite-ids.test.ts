import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/auth';
import { saveSessionUser } from '../../data/session';
import { createTestDatabase } from '../../data/test-database.test-support';
import { readFavouriteIds } from './favourite-ids';

const shopper: SessionUser = {
  _id: 'u-asha',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};

describe('the favourites every heart on a screen shows (one read for all of them)', () => {
  it('a visitor keeps none, even where a previous shopper left favourites on the device', async () => {
    const database = createTestDatabase();
    await database.favourites.put({ userId: 'u-other', productId: 'p1', addedAt: '2026-11-01', pending: false });
    expect(await readFavouriteIds(database)).toEqual({ signedIn: false, ids: new Set() });
  });

  it("a signed-in shopper's are theirs alone, pending ones included", async () => {
    const database = createTestDatabase();
    await saveSessionUser(shopper, database);
    await database.favourites.bulkPut([
      { userId: shopper._id, productId: 'p1', addedAt: '2026-11-01', pending: false },
      { userId: shopper._id, productId: 'p2', addedAt: '2026-11-02', pending: true },
      { userId: 'u-other', productId: 'p3', addedAt: '2026-11-03', pending: false },
    ]);
    expect(await readFavouriteIds(database)).toEqual({ signedIn: true, ids: new Set(['p1', 'p2']) });
  });
});
