import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteItem } from '../../contract/favourites';
import { messages } from '../../contract/messages';
import { registerCustomer } from '../../server/testing/accounts';
import { call, dataOf } from '../../server/testing/requests';
import { createProduct } from '../../server/testing/shop';
import { useTestApp } from '../../server/testing/test-app';
import { TEST_DATABASE_KINDS } from '../../server/testing/test-databases';
import { createApiClient } from '../api/client';
import type { ShopDatabase } from '../data/db';
import { saveSessionUser } from '../data/session';
import { createTestDatabase } from '../data/test-database.test-support';
import { wipeUserData } from '../domains/account/wipe-user-data';
import { queueBagChange } from '../domains/bag/queue-bag-change';
import { queueFavouriteChange } from '../domains/favourites/queue-favourite-change';
import { refreshFavourites } from '../domains/favourites/refresh-favourites';
import { pushOutbox } from './push-outbox';
import type { SyncContext } from './sync-context';

/**
 * Favourites through the outbox against the real API in process (Hono app on PGlite, and PostgreSQL when DATABASE_URL is set): the
 * device is Dexie on fake-indexeddb, the network is the app's own request handler. A device
 * "offline" gets no answer; "lost answer" means the server applied the request but the answer
 * never reached the device.
 */
describe.each(TEST_DATABASE_KINDS)('favourites on a device (%s)', (kind) => {
  const t = useTestApp(kind);

  type Device = {
    database: ShopDatabase;
    context: SyncContext;
    network: { mode: 'online' | 'offline' | 'lose-answer' | 'server-error' };
    sent: { path: string; key: string | null; replayed: boolean }[];
  };

  function device(token: string): Device {
    const network: Device['network'] = { mode: 'online' };
    const sent: Device['sent'] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      if (network.mode === 'offline') throw new TypeError('Failed to fetch');
      const request = new Request(input, init);
      if (network.mode === 'server-error' && request.method === 'POST')
        return Response.json({ success: false, message: 'Internal Server Error' }, { status: 500 });
      const response = await t.app.request(request);
      const path = new URL(request.url).pathname;
      sent.push({
        path,
        key: request.headers.get('Idempotency-Key'),
        replayed: response.headers.get('Idempotent-Replayed') === 'true',
      });
      if (network.mode === 'lose-answer' && request.method === 'POST') {
        network.mode = 'online';
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    const database = createTestDatabase();
    const client = createApiClient({ baseUrl: 'http://shop.test/', fetch, token: () => token });
    return { database, context: { database, client }, network, sent };
  }

  async function serverFavourites(token: string): Promise<string[]> {
    return dataOf(await call<FavouriteItem[]>(t.app, 'GET', '/api/user/favourites', { token })).map(
      (item) => item.productId,
    );
  }

  let shopper: Awaited<ReturnType<typeof registerCustomer>>;

  beforeEach(async () => {
    shopper = await registerCustomer(t.app);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  async function signedInDevice(): Promise<Device> {
    const phone = device(shopper.accessToken);
    await saveSessionUser(shopper.user, phone.database);
    return phone;
  }

  const favourite = (phone: Device, productId: string, on = true) =>
    queueFavouriteChange(phone.database, { userId: shopper.user._id, productId, title: 'Jute bowl', favourite: on });

  describe('favourites through the outbox', () => {
    it('keeps a favourite made offline, then sends it once when back online', async () => {
      const product = await createProduct(t.db);
      const phone = await signedInDevice();
      phone.network.mode = 'offline';
      const key = await favourite(phone, product.id);
      expect(await phone.database.favourites.toArray()).toMatchObject([{ productId: product.id, pending: true }]);

      expect((await pushOutbox(phone.context)).phase).toBe('offline');
      expect(await phone.database.outbox.toArray()).toMatchObject([{ key, op: 'favourite-add', attempts: 1 }]);
      expect(await serverFavourites(shopper.accessToken)).toEqual([]);

      phone.network.mode = 'online';
      expect((await pushOutbox(phone.context)).phase).toBe('idle');
      expect(await phone.database.outbox.count()).toBe(0);
      expect(await phone.database.favourites.toArray()).toMatchObject([{ productId: product.id, pending: false }]);
      expect(await serverFavourites(shopper.accessToken)).toEqual([product.id]);
    });

    it('keeps a favourite through ten server errors in a row, then sends it once', async () => {
      const product = await createProduct(t.db);
      const phone = await signedInDevice();
      const key = await favourite(phone, product.id);
      phone.network.mode = 'server-error';
      for (let attempt = 0; attempt < 10; attempt++) {
        const result = await pushOutbox(phone.context);
        expect(result.phase).toBe('error');
        expect(result.rejections).toEqual([]);
      }
      expect(await phone.database.favourites.toArray()).toMatchObject([{ productId: product.id, pending: true }]);
      phone.network.mode = 'online';
      expect((await pushOutbox(phone.context)).phase).toBe('idle');
      expect(phone.sent.filter((request) => request.key === key)).toHaveLength(1);
      expect(await serverFavourites(shopper.accessToken)).toEqual([product.id]);
    });

    it('resends with the same key after a lost answer, and the server applies it once', async () => {
      const product = await createProduct(t.db);
      const phone = await signedInDevice();
      const key = await favourite(phone, product.id);
      phone.network.mode = 'lose-answer';
      expect((await pushOutbox(phone.context)).phase).toBe('offline');
      // Removed on another device meanwhile: the replayed add must not bring it back.
      await call(t.app, 'POST', `/api/user/favourites/remove/${product.id}`, { token: shopper.accessToken });
      expect((await pushOutbox(phone.context)).phase).toBe('idle');
      const sends = phone.sent.filter((request) => request.key === key);
      expect(sends.map((request) => request.replayed)).toEqual([false, true]);
      expect(await serverFavourites(shopper.accessToken)).toEqual([]);
    });

    it('sends an offline add then remove in order, with the bag changes between them', async () => {
      const bowl = await createProduct(t.db);
      const basket = await createProduct(t.db);
      const phone = await signedInDevice();
      phone.network.mode = 'offline';
      await favourite(phone, bowl.id);
      await queueBagChange(phone.database, {
        userId: shopper.user._id,
        op: 'add',
        productId: basket.id,
        quantity: 2,
        title: basket.title,
        line: { title: basket.title, price: 499, image: '', slug: basket.slug, inventory: 10, size: '' },
      });
      await favourite(phone, basket.id);
      await favourite(phone, bowl.id, false);
      expect(await phone.database.favourites.toArray()).toMatchObject([{ productId: basket.id, pending: true }]);
      expect(await phone.database.cart.toArray()).toMatchObject([{ productId: basket.id, quantity: 2, pending: true }]);

      phone.network.mode = 'online';
      await pushOutbox(phone.context);
      expect(phone.sent.map((request) => request.path)).toEqual([
        `/api/user/favourites/${bowl.id}`,
        `/api/cart/add-to-cart/${basket.id}`,
        `/api/user/favourites/${basket.id}`,
        `/api/user/favourites/remove/${bowl.id}`,
      ]);
      expect(await serverFavourites(shopper.accessToken)).toEqual([basket.id]);
      expect(await phone.database.cart.toArray()).toMatchObject([
        { productId: basket.id, quantity: 2, pending: false },
      ]);
      expect(await phone.database.favourites.toArray()).toMatchObject([{ productId: basket.id, pending: false }]);
    });

    it('drops a favourite the server refuses, and says why', async () => {
      const phone = await signedInDevice();
      await favourite(phone, 'a-product-that-is-gone');
      const result = await pushOutbox(phone.context);
      expect(result.rejections).toMatchObject([
        { productId: 'a-product-that-is-gone', reason: messages.productNotFound, status: 404, op: 'favourite-add' },
      ]);
      expect(await phone.database.outbox.count()).toBe(0);
      expect(await phone.database.favourites.count()).toBe(0);
    });
  });

  describe('favourites on another device', () => {
    it('appear after a refresh, merged with what that device still has to send', async () => {
      const bowl = await createProduct(t.db, { title: 'Jute bowl' });
      const basket = await createProduct(t.db);
      await call(t.app, 'POST', `/api/user/favourites/${bowl.id}`, { token: shopper.accessToken });

      const tablet = await signedInDevice();
      tablet.network.mode = 'offline';
      await favourite(tablet, basket.id);
      await refreshFavourites(tablet.context);
      expect((await tablet.database.favourites.toArray()).map((row) => row.productId)).toEqual([basket.id]);

      tablet.network.mode = 'online';
      await refreshFavourites(tablet.context);
      const rows = await tablet.database.favourites.toArray();
      expect(rows.map((row) => row.productId).sort()).toEqual([bowl.id, basket.id].sort());
      expect(rows.every((row) => !row.pending)).toBe(true);
      // The answer carries the products, so a device that never browsed them can show them.
      expect(await tablet.database.products.get(bowl.id)).toMatchObject({ title: 'Jute bowl', slug: bowl.slug });
      expect((await serverFavourites(shopper.accessToken)).sort()).toEqual([bowl.id, basket.id].sort());
    });

    it('are wiped from the device at sign-out, unsent ones too; another shopper’s stay', async () => {
      const product = await createProduct(t.db);
      const phone = await signedInDevice();
      await favourite(phone, product.id);
      await pushOutbox(phone.context);
      phone.network.mode = 'offline';
      await favourite(phone, (await createProduct(t.db)).id);
      await phone.database.favourites.put({
        userId: 'someone-else',
        productId: product.id,
        addedAt: '',
        pending: false,
      });

      await wipeUserData(shopper.user._id, phone.database);
      expect(await phone.database.favourites.toArray()).toMatchObject([{ userId: 'someone-else' }]);
      expect(await phone.database.outbox.count()).toBe(0);
      // The server keeps them: they come back at the next sign-in.
      expect(await serverFavourites(shopper.accessToken)).toEqual([product.id]);
    });
  });
});
