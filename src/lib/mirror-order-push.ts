import type { Order } from '../../contract/order';
import type { OrderPush } from '../../contract/order-push';
import { openMirror } from './mirror-database';

/**
 * A push about an order, written into the order mirrored on the device by the service worker
 * (sw/push.ts, docs/decisions/214), so the order page shows the new step when it is opened
 * offline. Plain IndexedDB, as the worker reads the mirror for first screens (mirror-database.ts);
 * the names are Dexie's tables in src/data/shop-database.ts.
 */
const ORDERS = 'orders';
const SESSION = 'session';

type MirroredOrder = Order & { userId: string };

/**
 * The mirrored order with the push's step in it, or null when there is nothing to change: the
 * mirror already holds that moment or a later one (a push may arrive late, after a refresh).
 * The step joins the order's timeline until the next refresh replaces the timeline with the
 * server's, which has its own entry for it.
 */
export function withOrderPush<T extends MirroredOrder>(row: T, push: OrderPush): T | null {
  if (row._id !== push.orderId || row.updatedAt > push.order.updatedAt) return null;
  const seen = row.timeline?.some((event) => event._id === push.event._id) ?? false;
  if (row.updatedAt === push.order.updatedAt && seen) return null;
  const { lineReturn } = push;
  return {
    ...row,
    ...push.order,
    cart: lineReturn
      ? row.cart.map((line) => ({
          ...line,
          returns: line.returns.map((ret) =>
            ret._id === lineReturn._id ? { ...ret, status: lineReturn.status } : ret,
          ),
        }))
      : row.cart,
    // A row mirrored from the orders list has no timeline yet: the step starts one, so the
    // order page offline still says what the push said.
    timeline: seen ? row.timeline : [...(row.timeline ?? []), push.event],
  };
}

function request<T>(req: IDBRequest): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as T | undefined);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Applies the push to the mirrored order when the device holds that order for the shopper who
 * is signed in on it; true when the mirror changed. A device that never opened the order, or is
 * signed in as someone else now, is left alone.
 */
export async function applyOrderPush(push: OrderPush, factory: IDBFactory = indexedDB): Promise<boolean> {
  const database = await openMirror(factory);
  if (!database) return false;
  try {
    if (!database.objectStoreNames.contains(ORDERS) || !database.objectStoreNames.contains(SESSION)) return false;
    const transaction = database.transaction([ORDERS, SESSION], 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    const session = await request<{ user?: { _id: string } | null }>(transaction.objectStore(SESSION).get('current'));
    const row = await request<MirroredOrder>(transaction.objectStore(ORDERS).get(push.orderId));
    const updated = row && row.userId === session?.user?._id ? withOrderPush(row, push) : null;
    if (updated) transaction.objectStore(ORDERS).put(updated);
    await done;
    return updated !== null;
  } finally {
    database.close();
  }
}
