import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminCustomersApi } from '../../contract/api/admin-customers';
import { adminOrdersApi } from '../../contract/api/admin-orders';
import { catalogueApi } from '../../contract/api/catalogue';
import { defineRoute, json } from '../../contract/api/route';
import { shopRoutes } from '../../contract/api/shop-routes';
import { appTransport } from '../../server/testing/app-transport';
import { adminAndCustomer } from '../../server/testing/orders';
import { useTestApp } from '../../server/testing/test-app';
import { createCaller, createShopCaller, pathUnderApi } from './call';
import { createApiClient } from './client';

/** The typed client against the real app in process: the declared paths are the server's. */
describe('calls through the route declarations', () => {
  const t = useTestApp('pglite', { seed: true });
  let who: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    who = await adminAndCustomer(t.app, t.db);
  });

  function admin() {
    const transport = appTransport(t.app);
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return transport.fetch(input, init);
    };
    const client = createApiClient({ baseUrl: 'http://shop.test/', fetch, token: () => who.adminToken });
    return { transport, urls, call: createCaller(client) };
  }

  it('fills the path from the declaration, each parameter one encoded segment', () => {
    expect(pathUnderApi(adminOrdersApi.getOrder, { id: 'a/b' })).toBe('admin/get-order/a%2Fb');
    expect(pathUnderApi(catalogueApi.search, { text: 'tote bag' })).toBe('products/data/search/tote%20bag');
    expect(() => pathUnderApi(adminOrdersApi.getOrder, {})).toThrow('Missing path parameter id');
  });

  it('sends the declared query, leaving out what is empty, and answers the typed data', async () => {
    const { transport, urls, call } = admin();
    const list = await call(adminOrdersApi.getOrders, { query: { tab: 'all', page: 1, search: '' } });
    expect(list.page).toBe(1);
    expect(transport.sent[0]).toMatchObject({ method: 'GET', path: '/api/admin/get-orders' });
    expect(urls[0]).toContain('tab=all');
    expect(urls[0]).not.toContain('search=');
    const users = await call(adminCustomersApi.getAllUsers, { query: { search: who.customer.input.email } });
    expect(users.map((user) => user.email)).toEqual([who.customer.input.email.toLowerCase()]);
  });

  it("refuses an answer that breaks the route's schema outside production", async () => {
    const { call } = admin();
    const drifted = defineRoute({
      ...catalogueApi.allProducts,
      answer: json(z.array(z.object({ _id: z.number() }))),
    });
    // Expected here: taken over from the setup's spy, which fails a test on any console.error.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const error = await call(drifted).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'invalid-response' });
    expect(String(logged.mock.calls[0]?.[0])).toContain('breaks its contract');
  });

  function shopper(answerInstead?: unknown) {
    const transport = appTransport(t.app);
    const client = createApiClient({
      baseUrl: 'http://shop.test/',
      fetch: transport.fetch,
      token: () => who.customerToken,
    });
    const faked = answerInstead === undefined ? client : { ...client, get: async <T>() => answerInstead as T };
    return { transport, ...createShopCaller(faked) };
  }

  it("calls the storefront's routes by their zod-free address, typed and checked like the back office's", async () => {
    const { transport, call, callWithMessage } = shopper();
    const bag = await call(shopRoutes.cart.getCart);
    expect(bag.cart).toEqual([]);
    const products = await call(shopRoutes.catalogue.category, {
      params: { categoryId: 'ladies' },
      query: { limit: '2' },
    });
    expect(products.length).toBeLessThanOrEqual(2);
    const { data: orders } = await callWithMessage(shopRoutes.orders.getOrders);
    expect(Array.isArray(orders)).toBe(true);
    expect(transport.sent.map((sent) => sent.path)).toEqual([
      '/api/cart/get-cart',
      '/api/products/data/ladies',
      '/api/orders/get-orders',
    ]);
  });

  it('refuses a drifted storefront answer, its declaration loaded only then', async () => {
    const { call } = shopper([{ _id: 1 }]);
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const error = await call(shopRoutes.catalogue.allProducts).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'invalid-response' });
    expect(String(logged.mock.calls[0]?.[0])).toContain('GET /api/products/data/all-products');
  });
});
