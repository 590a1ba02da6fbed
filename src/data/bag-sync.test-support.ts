import { beforeAll, beforeEach, vi } from 'vitest';
import type { AuthResponse } from '../../contract/auth';
import { paiseFromRupees } from '../../contract/money';
import type { CartResponse } from '../../contract/order';
import { registerCustomer } from '../../server/testing/accounts';
import { type AppTransport, appTransport } from '../../server/testing/app-transport';
import { call, dataOf } from '../../server/testing/requests';
import { createProduct } from '../../server/testing/shop';
import { type TestApp, useTestApp } from '../../server/testing/test-app';
import type { TestDatabaseKind } from '../../server/testing/test-databases';
import { createApiClient } from '../api/client';
import type { SyncContext } from './bag-sync';
import type { ShopDatabase } from './db';
import { queueBagChange } from './queue-bag-change';
import { saveSessionUser } from './session';
import { createTestDatabase } from './test-database';

/**
 * Set-up shared by the bag-sync tests: the real app in process with products of their own, and
 * per test a signed-in shopper's device (Dexie on fake-indexeddb, the real API client, a network
 * to the app that can fail at the transport). Products are named in the tests ('bowl') and
 * carry the server's ids.
 */
export type ProductSpec = { title: string; price: number; inventory: number };

export type Device = {
  database: ShopDatabase;
  transport: AppTransport;
  /** The token the client reads at each send; tests change it to expire or renew the session. */
  token: { value: string | null };
  userId: string;
  context: SyncContext;
  /** The real API client on this device with another fetch (a flaky or slow network). */
  clientFor(fetch: typeof globalThis.fetch): SyncContext['client'];
  /** Signs the same shopper in again: a second valid token. */
  freshToken(): Promise<string>;
  /** The bag the shop holds for this shopper: product name → quantity. */
  serverBag(): Promise<Record<string, number>>;
  queue(
    op: 'add' | 'quantity' | 'remove',
    name: string,
    quantity?: number,
    options?: { now?: number; userId?: string },
  ): Promise<string>;
};

export function useBagShop(kind: TestDatabaseKind, specs: Record<string, ProductSpec>) {
  const t: TestApp = useTestApp(kind);
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};
  beforeAll(async () => {
    for (const [name, spec] of Object.entries(specs)) {
      const row = await createProduct(t.db, {
        title: spec.title,
        pricePaise: paiseFromRupees(spec.price),
        inventory: spec.inventory,
      });
      ids[name] = row.id;
      names[row.id] = name;
    }
  });
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  /** The server's id of a product named in the test. */
  const id = (name: string): string => ids[name] ?? name;
  const nameOf = (productId: string): string => names[productId] ?? productId;
  const snapshot = (name: string) => {
    const spec = specs[name];
    return {
      title: spec?.title ?? name,
      price: spec?.price ?? 0,
      image: '',
      slug: name,
      inventory: spec?.inventory ?? 0,
      size: '',
    };
  };

  async function device(database: ShopDatabase = createTestDatabase()): Promise<Device> {
    const shopper = await registerCustomer(t.app);
    await saveSessionUser(shopper.user, database);
    const transport = appTransport(t.app);
    const token: Device['token'] = { value: shopper.accessToken };
    const clientFor = (fetch: typeof globalThis.fetch) =>
      createApiClient({ baseUrl: 'http://shop.test/', fetch, token: () => token.value });
    return {
      database,
      transport,
      token,
      userId: shopper.user._id,
      context: { database, client: clientFor(transport.fetch) },
      clientFor,
      async freshToken() {
        const { email, password } = shopper.input;
        const body = { login: email, password };
        return dataOf(await call<AuthResponse>(t.app, 'POST', '/api/auth/login', { body })).accessToken;
      },
      async serverBag() {
        const bag = dataOf(
          await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token: shopper.accessToken }),
        );
        return Object.fromEntries(bag.cart.map((line) => [nameOf(line.productId), line.quantity]));
      },
      queue(op, name, quantity = 1, options = {}) {
        const change = {
          userId: options.userId ?? shopper.user._id,
          op,
          productId: id(name),
          quantity,
          title: specs[name]?.title ?? name,
          line: op === 'add' ? snapshot(name) : undefined,
        };
        return queueBagChange(database, change, options.now);
      },
    };
  }

  /** The path of a bag change as the shop receives it. */
  const pathOf = (op: 'add-to-cart' | 'quantity' | 'remove', name: string) => `/api/cart/${op}/${id(name)}`;

  return { t, id, nameOf, snapshot, device, pathOf };
}

/** A minimal Web Locks: request(name, callback) runs callbacks one at a time per name. */
export function memoryLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(() => callback());
      tails.set(name, run);
      return run;
    },
  };
}
