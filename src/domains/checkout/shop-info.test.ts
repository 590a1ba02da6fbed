import { describe, expect, it } from 'vitest';
import { CACHE_FRESH_MS } from '../../../contract/constants';
import { useTestApp } from '../../../server/testing/test-app';
import { createApiClient } from '../../api/client';
import { createTestDatabase } from '../../data/test-database.test-support';
import { refreshShopInfo } from './shop-info';

describe('refreshShopInfo', () => {
  /** The device is Dexie on fake-indexeddb; the network is the real API in process (sandboxes on). */
  const t = useTestApp('pglite');

  function device() {
    const network = { online: true, requests: 0 };
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      if (!network.online) throw new TypeError('Failed to fetch');
      network.requests++;
      return t.app.request(new Request(input, init));
    };
    const database = createTestDatabase();
    const client = createApiClient({ baseUrl: 'http://shop.test/', fetch, token: () => null });
    return { database, client, network };
  }

  it("mirrors the server's payments mode, and asks again only once it is five minutes old", async () => {
    const { database, client, network } = device();
    let now = 1_000_000;
    await refreshShopInfo({ database, client, now: () => now });
    expect(await database.shopInfo.get('current')).toEqual({ id: 'current', paymentsMode: 'sandbox', fetchedAt: now });
    await refreshShopInfo({ database, client, now: () => now + CACHE_FRESH_MS - 1 });
    expect(network.requests).toBe(1);
    now += CACHE_FRESH_MS;
    await refreshShopInfo({ database, client, now: () => now });
    expect(network.requests).toBe(2);
    expect((await database.shopInfo.get('current'))?.fetchedAt).toBe(now);
  });

  it('keeps what it mirrored when the network is down, and says so in a warning only', async () => {
    const { database, client, network } = device();
    await refreshShopInfo({ database, client, now: () => 0 });
    network.online = false;
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      await refreshShopInfo({ database, client, now: () => CACHE_FRESH_MS * 2 });
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(1);
    expect(await database.shopInfo.get('current')).toMatchObject({ paymentsMode: 'sandbox', fetchedAt: 0 });
  });
});
