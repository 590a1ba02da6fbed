import { shopRoutes } from '../../../contract/api/shop-routes';
import type { Order } from '../../../contract/order';
import { isApiError } from '../../api/api-error';
import { createShopCaller } from '../../api/call';
import { type ApiClient, api, PAGE_READ_TIMEOUT_MS } from '../../api/client';
import { db as appDb, type OrderRow, type ShopDatabase } from '../../data/db';
import { type FetchStatus, setFetchStatus, useFetchStatus } from '../../data/fetch-status';
import { useLiveQuery } from '../../data/live-query';
import { readSessionUser } from '../../data/session';
import { requestPersistentStorage } from '../../lib/request-persistent-storage';

/**
 * The shopper's orders mirrored from the API (screens read Dexie; once opened, an order is
 * readable offline). Fetch failures are logged only (spec 000 s8: "order fetch").
 */
const ORDERS_STATUS_KEY = 'orders';
const orderStatusKey = (id: string) => `order:${id}`;

/** Whether the orders' read is running or failed, for the screen that shows the mirror. */
export function useOrdersFetchStatus(): FetchStatus {
  return useFetchStatus(ORDERS_STATUS_KEY);
}

/** Whether one order's read is running or failed. */
export function useOrderFetchStatus(id: string): FetchStatus {
  return useFetchStatus(orderStatusKey(id));
}

type Context = { database: ShopDatabase; client: ApiClient };
const defaults = (): Context => ({ database: appDb(), client: api });

export async function refreshOrders(context: Context = defaults(), now = Date.now()): Promise<void> {
  const user = await readSessionUser(context.database);
  if (!user) return;
  setFetchStatus(ORDERS_STATUS_KEY, { phase: 'loading' });
  try {
    const orders = await createShopCaller(context.client).call(shopRoutes.orders.getOrders);
    await context.database.transaction('rw', context.database.orders, async () => {
      // The list carries no timelines: keep the one each opened order had, for offline reading.
      const kept = new Map(
        (await context.database.orders.where('userId').equals(user._id).toArray()).map((row) => [
          row._id,
          row.timeline,
        ]),
      );
      await context.database.orders.where('userId').equals(user._id).delete();
      await context.database.orders.bulkPut(
        orders.map((order) => ({
          ...order,
          timeline: order.timeline ?? kept.get(order._id),
          userId: user._id,
          fetchedAt: now,
        })),
      );
      // The shopper's first order is worth keeping: ask once for persistent storage.
      if (orders.length > 0) void requestPersistentStorage();
    });
    setFetchStatus(ORDERS_STATUS_KEY, { phase: 'idle' });
  } catch (error) {
    console.warn('Fetching orders failed:', error);
    setFetchStatus(ORDERS_STATUS_KEY, { phase: 'error', error, failedAt: now });
  }
}

/** One order read again into the mirror: the order as the shop has it now, or undefined when unread. */
export async function refreshOrder(
  id: string,
  context: Context = defaults(),
  now = Date.now(),
): Promise<Order | undefined> {
  const user = await readSessionUser(context.database);
  if (!user) return undefined;
  setFetchStatus(orderStatusKey(id), { phase: 'loading' });
  try {
    const order = await createShopCaller(context.client).call(
      shopRoutes.orders.getOrder,
      { params: { id } },
      {
        timeout: PAGE_READ_TIMEOUT_MS,
      },
    );
    await context.database.orders.put({ ...order, userId: user._id, fetchedAt: now });
    void requestPersistentStorage();
    setFetchStatus(orderStatusKey(id), { phase: 'idle' });
    return order;
  } catch (error) {
    console.warn('Fetching the order failed:', error);
    if (isApiError(error) && error.isNotFound) await context.database.orders.delete(id);
    setFetchStatus(orderStatusKey(id), { phase: 'error', error, failedAt: now });
    return undefined;
  }
}

/** Newest first. */
export function useOrders(): OrderRow[] | undefined {
  return useLiveQuery(async () => {
    const user = await readSessionUser(appDb());
    if (!user) return [];
    return (await appDb().orders.orderBy('createdAt').reverse().toArray()).filter((row) => row.userId === user._id);
  }, []);
}

/** undefined while IndexedDB answers, null when not mirrored. */
export function useOrder(id: string): OrderRow | null | undefined {
  return useLiveQuery(async () => {
    const user = await readSessionUser(appDb());
    const row = await appDb().orders.get(id);
    return row && user && row.userId === user._id ? row : null;
  }, [id]);
}
