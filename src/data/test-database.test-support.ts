import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import type { Product } from '../../contract/product';
import type { CartRow, OutboxRow } from './rows';
import { ShopDatabase } from './shop-database';

/** A fresh database on its own in-memory IndexedDB, for tests. */
export function createTestDatabase(): ShopDatabase {
  return new ShopDatabase(`test-${crypto.randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
}

/** A bag line of shopper 'u1': three jute bowls, confirmed by the shop. */
export const sampleBagLine: CartRow = {
  _id: 'line-1',
  productId: 'bowl',
  title: 'Jute bowl',
  price: 549,
  image: '/img/bowl.svg',
  size: '',
  quantity: 3,
  slug: 'jute-bowl',
  inventory: 10,
  userId: 'u1',
  pending: false,
};

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? crypto.randomUUID().replace(/-/g, '').slice(0, 24);
  return {
    _id: id,
    articleCode: `A${id.slice(0, 6)}`,
    slug: `product-${id}`,
    title: 'Jute bowl',
    description: 'Handmade~Natural jute',
    category: 'bowl',
    broadCategory: 'Jutexx',
    price: 'Rs.499.00',
    numericPrice: 499,
    sellingAttribute: 'Default',
    image: [],
    swatches: [],
    variants: [],
    inventory: 10,
    reviews: [],
    brandName: 'Jutexx',
    status: 'active',
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    __v: 0,
    ...overrides,
  };
}

/** A signed-in shopper as the session check mirrors them. */
export const sampleSessionUser: SessionUser = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  isAdmin: false,
};

/** A bag change of `userId`'s waiting in the outbox to be sent, as the bag queues it. */
export function waitingChange(key: string, userId: string): OutboxRow {
  return {
    key,
    userId,
    op: 'add',
    productId: 'bowl',
    quantity: 1,
    title: 'Round bowl',
    createdAt: 1,
    attempts: 0,
    lastError: null,
  };
}

/**
 * A fresh test database for each test of the calling file, deleted after it; call at the file's
 * top level and read the test's database with the returned function.
 */
export function freshDatabaseEachTest(): () => ShopDatabase {
  let database: ShopDatabase | undefined;
  beforeEach(() => {
    database = createTestDatabase();
  });
  afterEach(async () => {
    await database?.delete();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error('the test database is read outside a test');
    return database;
  };
}
