import { useEffect } from 'react';
import { shopRoutes } from '../../../contract/api/shop-routes';
import { CACHE_FRESH_MS } from '../../../contract/constants';
import { createShopCaller } from '../../api/call';
import { type ApiClient, api } from '../../api/client';
import { db as appDb, type ShopDatabase, type ShopInfoRow } from '../../data/db';
import { useLiveQuery } from '../../data/live-query';

type Context = { database: ShopDatabase; client: ApiClient; now: () => number };

let inFlight: Promise<void> | null = null;

/**
 * GET shop/info into the mirror when it is older than the catalogue's five minutes: how this
 * shop takes payments changes only with a redeploy. A failed request keeps what was mirrored
 * (offline, the last answer still shows); there is no retry, the next page view asks again.
 */
export function refreshShopInfo(context: Partial<Context> = {}): Promise<void> {
  const { database = appDb(), client = api, now = Date.now } = context;
  inFlight ??= (async () => {
    const row = await database.shopInfo.get('current');
    if (row && now() - row.fetchedAt < CACHE_FRESH_MS) return;
    try {
      const info = await createShopCaller(client).call(shopRoutes.shop.info);
      await database.shopInfo.put({ paymentsMode: info.paymentsMode, id: 'current', fetchedAt: now() });
    } catch (error) {
      console.warn('Fetching the shop information failed:', error);
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The mirrored shop information (undefined until known), refreshed when a screen shows it. */
export function useShopInfo(): ShopInfoRow | undefined {
  const row = useLiveQuery(() => appDb().shopInfo.get('current'), []);
  // Starting a refresh is the effect; the answer reaches the screen through Dexie only.
  useEffect(() => {
    void refreshShopInfo();
  }, []);
  return row;
}
