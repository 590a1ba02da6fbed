import type { ListingColumns } from '../../contract/catalogue';
import { collectionKeys } from '../../contract/collection-keys';
import type { MirroredProduct } from '../../contract/mirrored-product';

/**
 * The storefront's IndexedDB database (src/data/db.ts defines its tables with Dexie). The
 * service worker reads it too, without Dexie, to write a product's first screen into the shell
 * it serves (sw/first-screen.ts, docs/decisions/177): so the two read the same names.
 */
export const DATABASE_NAME = 'jutexx';

const PRODUCTS = 'products';
const COLLECTIONS = 'collections';

type CollectionIds = {
  productIds: string[];
  categories?: MirroredProduct['category'][];
  prices?: number[];
};

/** A listing's first cards and the categories of all its products (for its type filters). */
export type MirroredListingStart = { products: MirroredProduct[]; categories: MirroredProduct['category'][] };

/**
 * Opens the mirror as it is, never creating it: a device that has not opened the shop yet has no
 * mirror, and an empty database made here would stand in the way of Dexie's own first open.
 * Resolves null then, or when the database cannot be opened. The connection closes itself when
 * the page asks for a new version (Dexie's upgrades wait for every other connection to close).
 */
export function openMirror(factory: IDBFactory = indexedDB, name = DATABASE_NAME): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => database.close();
      if (database.objectStoreNames.contains(PRODUCTS) && database.objectStoreNames.contains(COLLECTIONS)) {
        resolve(database);
      } else {
        database.close();
        resolve(null);
      }
    };
  });
}

function read<T>(request: IDBRequest): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T | undefined);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The product a product page at `key` shows from the mirror, read as src/domains/catalogue/read-product.ts
 * reads it: the item's own answer first (an empty one is a 404: null), then the product by slug,
 * id or article code from any list. Undefined when the mirror has nothing for the key.
 */
export async function readMirroredProduct(
  database: IDBDatabase,
  key: string,
): Promise<MirroredProduct | null | undefined> {
  const transaction = database.transaction([PRODUCTS, COLLECTIONS], 'readonly');
  const products = transaction.objectStore(PRODUCTS);
  const item = await read<CollectionIds>(transaction.objectStore(COLLECTIONS).get(collectionKeys.item(key)));
  if (item) {
    const [id] = item.productIds;
    if (!id) return null;
    const product = await read<MirroredProduct>(products.get(id));
    if (product) return product;
  }
  return (
    (await read<MirroredProduct>(products.index('slug').get(key))) ??
    (await read<MirroredProduct>(products.get(key))) ??
    (await read<MirroredProduct>(products.index('articleCode').get(key)))
  );
}

/**
 * The products of a mirrored list (contract/collection-keys.ts), in the list's order, read `batch`
 * at a time until `enough` is satisfied or the list ends: a first screen needs only the list's
 * beginning. Undefined when the mirror does not hold the list.
 */
export async function readMirroredList(
  database: IDBDatabase,
  key: string,
  enough: (products: MirroredProduct[]) => boolean,
  batch: number,
): Promise<MirroredProduct[] | undefined> {
  const transaction = database.transaction([PRODUCTS, COLLECTIONS], 'readonly');
  const list = await read<CollectionIds>(transaction.objectStore(COLLECTIONS).get(key));
  if (!list) return undefined;
  const products = transaction.objectStore(PRODUCTS);
  const found: MirroredProduct[] = [];
  for (let start = 0; start < list.productIds.length && !enough(found); start += batch) {
    const ids = list.productIds.slice(start, start + batch);
    const rows = await Promise.all(ids.map((id) => read<MirroredProduct>(products.get(id))));
    // Ids whose product row is gone are skipped, as the page's own reads skip them.
    for (const row of rows) if (row) found.push(row);
  }
  return found;
}

/**
 * A mirrored listing's first cards, at the positions `pick` chooses from the list's columns (its
 * products' prices and categories, kept beside its ids: docs/decisions/174), so a filtered or
 * sorted listing reads only the cards it shows, as the page's listing does; and the categories of
 * every product, which its type filters are drawn from (decision 304). Undefined when the mirror
 * does not hold the list.
 */
export async function readMirroredListing(
  database: IDBDatabase,
  key: string,
  pick: (columns: ListingColumns) => number[],
): Promise<MirroredListingStart | undefined> {
  const transaction = database.transaction([PRODUCTS, COLLECTIONS], 'readonly');
  const list = await read<CollectionIds>(transaction.objectStore(COLLECTIONS).get(key));
  if (!list) return undefined;
  const categories = list.categories ?? [];
  const positions = pick({ prices: list.prices ?? [], categories });
  const products = transaction.objectStore(PRODUCTS);
  const rows = await Promise.all(
    positions.map((position) => {
      const id = list.productIds[position];
      return id ? read<MirroredProduct>(products.get(id)) : undefined;
    }),
  );
  return { products: rows.filter((row): row is MirroredProduct => row !== undefined), categories };
}

const SESSION = 'session';
const CART = 'cart';
const OUTBOX = 'outbox';
const FAVOURITES = 'favourites';

/** The mirrored shopper's id in `transaction` (which reads the session store), or undefined for a visitor. */
async function mirroredUserId(transaction: IDBTransaction): Promise<string | undefined> {
  const session = await read<{ user?: { _id: string } | null }>(transaction.objectStore(SESSION).get('current'));
  return session?.user?._id;
}

/**
 * Who the first screen is for, from the mirror (decision 200): the signed-in shopper, their bag's
 * lines, pending ones included (the top bar counts them as src/domains/bag/bag-count.ts does; the
 * product page draws a product in the bag 'in your bag' with its quantity, decision 368), and their
 * favourites, pending ones included, as the hearts show them (decision 367); a visitor when no user
 * is mirrored (an expired session's left-over bag counts 0, as the page counts it).
 */
export async function readMirroredShopper(database: IDBDatabase): Promise<{
  signedIn: boolean;
  bagCount: number;
  favourites: string[];
  bag: { productId: string; quantity: number }[];
}> {
  const visitor = { signedIn: false, bagCount: 0, favourites: [], bag: [] };
  if (![SESSION, CART, FAVOURITES].every((store) => database.objectStoreNames.contains(store))) return visitor;
  const transaction = database.transaction([SESSION, CART, FAVOURITES], 'readonly');
  const userId = await mirroredUserId(transaction);
  if (!userId) return visitor;
  const [lines, favouriteKeys] = await Promise.all([
    read<{ productId?: unknown; quantity?: unknown }[]>(transaction.objectStore(CART).index('userId').getAll(userId)),
    read<IDBValidKey[]>(transaction.objectStore(FAVOURITES).index('userId').getAllKeys(userId)),
  ]);
  // Each key is [userId, productId].
  const favourites = (favouriteKeys ?? []).flatMap((key) =>
    Array.isArray(key) && typeof key[1] === 'string' ? [key[1]] : [],
  );
  const bag = (lines ?? []).flatMap((line) =>
    typeof line.productId === 'string' && typeof line.quantity === 'number'
      ? [{ productId: line.productId, quantity: line.quantity }]
      : [],
  );
  return { signedIn: true, bagCount: lines?.length ?? 0, favourites, bag };
}

/**
 * How many of the mirrored shopper's changes wait to be sent, as src/sync/pending-count.ts counts
 * them: the banner the worker writes at the top of the top bar says so (docs/decisions/305). 0 for a visitor.
 */
export async function readMirroredPending(database: IDBDatabase): Promise<number> {
  if (!database.objectStoreNames.contains(SESSION) || !database.objectStoreNames.contains(OUTBOX)) return 0;
  const transaction = database.transaction([SESSION, OUTBOX], 'readonly');
  const userId = await mirroredUserId(transaction);
  if (!userId) return 0;
  return (await read<number>(transaction.objectStore(OUTBOX).index('userId').count(userId))) ?? 0;
}
