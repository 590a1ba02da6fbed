// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/auth';
import { TOKEN_KEY } from '../../../contract/constants';
import { saveSessionUser } from '../../data/session';
import { createTestDatabase } from '../../data/test-database.test-support';
import { applyWrittenAdds } from './apply-written-adds';
import { readWrittenAdds, recordWrittenAdd, type WrittenAdd } from './written-adds';

const shopper: SessionUser = {
  _id: 'u-meera',
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  phoneNumber: '9876543210',
  isAdmin: false,
};

const bowl: WrittenAdd = {
  productId: 'p-bowl',
  title: 'Jute bowl',
  quantity: 2,
  line: { title: 'Jute bowl', price: 499, image: '/media/bowl.webp', slug: 'jute-bowl', inventory: 12, size: '' },
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

describe("'add to bag' tapped on a written product page, added when the app starts (decision 368)", () => {
  it('adds the line with the quantity chosen as the app does, once, and sends it', async () => {
    const database = await signedInDevice();
    recordWrittenAdd({ ...bowl, quantity: 1 });
    recordWrittenAdd(bowl); // the quantity changed in the written panel: the latest counts
    const sync = vi.fn();

    await applyWrittenAdds(database, sync);
    await applyWrittenAdds(database, sync);

    const line = await database.cart.get('p-bowl');
    expect(line).toMatchObject({ userId: shopper._id, quantity: 2, title: 'Jute bowl', price: 499, pending: true });
    const outbox = await database.outbox.toArray();
    expect(outbox.map((entry) => [entry.op, entry.productId, entry.quantity])).toEqual([['add', 'p-bowl', 2]]);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(readWrittenAdds()).toEqual([]);
  });

  it('a product the bag holds already adds nothing and sends nothing', async () => {
    const database = await signedInDevice();
    await database.cart.put({
      ...bowl.line,
      _id: 'line-1',
      productId: 'p-bowl',
      quantity: 1,
      userId: shopper._id,
      pending: false,
    });
    recordWrittenAdd(bowl);
    const sync = vi.fn();

    await applyWrittenAdds(database, sync);

    expect((await database.cart.get('p-bowl'))?.quantity).toBe(1);
    expect(await database.outbox.count()).toBe(0);
    expect(sync).not.toHaveBeenCalled();
    expect(readWrittenAdds()).toEqual([]);
  });

  it('kept while the shopper is not known yet; forgotten once the session has ended', async () => {
    const database = createTestDatabase();
    window.localStorage.setItem(TOKEN_KEY, 'a-token');
    recordWrittenAdd(bowl);

    await applyWrittenAdds(database, vi.fn());
    expect(readWrittenAdds()).toEqual([bowl]);
    expect(await database.outbox.count()).toBe(0);

    window.localStorage.removeItem(TOKEN_KEY);
    await applyWrittenAdds(database, vi.fn());
    expect(readWrittenAdds()).toEqual([]);
    expect(await database.outbox.count()).toBe(0);
  });

  it('reads nothing kept that is not an add (storage written by something else)', () => {
    window.sessionStorage.setItem('jutexx.written-adds', JSON.stringify([{ productId: 'p', quantity: 0 }, 'x']));
    expect(readWrittenAdds()).toEqual([]);
  });
});
