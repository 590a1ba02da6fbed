import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { SessionUser } from '../../contract/auth';
import type { CartLine, Order, UserProfile } from '../../contract/order';
import type { Product } from '../../contract/product';
import type { ShopInfo } from '../../contract/shop-info';
import { DATABASE_NAME } from '../lib/mirror-database';
import { listingColumns } from './listing-columns';

/**
 * The one IndexedDB database of the storefront: the client's cache of server data (STYLE.md 4).
 * Screens read it with useLiveQuery; only the sync modules in src/data write catalogue rows.
 * Admin data never comes here.
 */

/**
 * A mirrored list: which products an API list returned, in order, and when. Beside the ids, in
 * the same order, the only fields a listing filters and sorts by, so a listing reads this one
 * slim row and then only the products it shows (docs/decisions/174-listing-reads-what-it-shows.md).
 */
export type CollectionRow = {
  /** 'category:ladies', 'new-arrival', 'item:{key}' (see collection-keys.ts). */
  key: string;
  productIds: string[];
  /** productIds[i]'s numericPrice (the price sorts). */
  prices: number[];
  /** productIds[i]'s category (the type filter). */
  categories: Product['category'][];
  /** When the server last answered (ms since epoch); freshness is measured from here. */
  fetchedAt: number;
  /** When a screen last asked for this collection; the oldest searches are pruned first (use-product-search.ts). */
  lastUsedAt: number;
};

/** The signed-in shopper's summary; one row with id 'current', absent when signed out. */
export type SessionRow = { id: 'current'; user: SessionUser; checkedAt: number };

/** A bag line: the server's CartLine, or a local one not yet confirmed (`pending`). */
export type CartRow = CartLine & { userId: string; pending: boolean };

/** The bag's server total and when it was read; one row with id 'current'. */
export type CartMetaRow = { id: 'current'; userId: string; value: number; fetchedAt: number };

export type OrderRow = Order & { userId: string; fetchedAt: number };

export type ProfileRow = UserProfile & { id: 'current'; fetchedAt: number };

/** GET shop/info's answer (docs/decisions/153); one row with id 'current'. */
export type ShopInfoRow = ShopInfo & { id: 'current'; fetchedAt: number };

export type BagOp = 'add' | 'remove' | 'quantity';
/** Favourites go through the same outbox as the bag (docs/decisions/158-favourites.md). */
export type FavouriteOp = 'favourite-add' | 'favourite-remove';

/**
 * A favourite of the signed-in shopper: the server's, or a local one not yet confirmed
 * (`pending`). The product itself is in `products` (the favourites answer carries it).
 */
export type FavouriteRow = { userId: string; productId: string; addedAt: string; pending: boolean };

/** What an 'add' needs to show the line before the server answers. */
export type LineSnapshot = Pick<CartLine, 'title' | 'price' | 'image' | 'slug' | 'inventory' | 'size'>;

/**
 * One bag change waiting for the server, written in the same transaction as the local change
 * (STYLE.md 5). `key` is the Idempotency-Key: a replay of the same entry never applies twice.
 */
export type OutboxRow = {
  seq?: number;
  key: string;
  userId: string;
  op: BagOp | FavouriteOp;
  productId: string;
  /** The bag quantity; 0 for a favourite. */
  quantity: number;
  /** The product's title, for messages about this change. */
  title: string;
  line?: LineSnapshot;
  createdAt: number;
  attempts: number;
  lastError: string | null;
};

/*
 * Schema history. Never edit a shipped version: add a new `this.version(n)` with the new or
 * changed tables (Dexie keeps the old ones); add an `upgrade` only when existing rows must change.
 * v2: the signed-in shopper's private mirrors (bag, orders, profile) and the bag outbox
 * (docs/decisions/080-bag-outbox-from-day-one.md). Sign-out deletes them.
 */
export class ShopDatabase extends Dexie {
  products!: EntityTable<Product, '_id'>;
  collections!: EntityTable<CollectionRow, 'key'>;
  session!: EntityTable<SessionRow, 'id'>;
  cart!: EntityTable<CartRow, 'productId'>;
  cartMeta!: EntityTable<CartMetaRow, 'id'>;
  orders!: EntityTable<OrderRow, '_id'>;
  profile!: EntityTable<ProfileRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  favourites!: Table<FavouriteRow, [string, string]>;
  shopInfo!: EntityTable<ShopInfoRow, 'id'>;

  constructor(name: string = DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      products: '_id, slug, articleCode',
      collections: 'key, lastUsedAt',
      session: 'id',
    });
    this.version(2).stores({
      cart: 'productId, userId',
      cartMeta: 'id',
      orders: '_id, userId, createdAt',
      profile: 'id',
      outbox: '++seq, &key, userId',
    });
    // v3: the shopper's favourites, keyed by shopper and product; changes use the outbox above.
    this.version(3).stores({ favourites: '[userId+productId], userId' });
    // v4: how this shop takes payments (GET /api/shop/info), one row 'current'; public, kept on sign-out.
    this.version(4).stores({ shopInfo: 'id' });
    // v5: collections carry their products' prices and categories (docs/decisions/174). The
    // upgrade fills them from the mirrored products, so a returning offline shopper keeps every
    // list; ids whose product row is gone are dropped, as reads always skipped them.
    this.version(5)
      .stores({})
      .upgrade(async (tx) => {
        const products = tx.table<Product, string>('products');
        const collections = tx.table<CollectionRow, string>('collections');
        for (const row of await collections.toArray()) {
          const found = (await products.bulkGet(row.productIds)).filter((product) => product !== undefined);
          await collections.put({ ...row, ...listingColumns(found) });
        }
      });
    // WebKit closes IndexedDB behind the page's back (after backgrounding); Dexie then fires
    // 'close' and every query would fail with DatabaseClosedError. Reopen so reads keep working
    // (docs/decisions/132-database-reopens-itself.md). An explicit db.close() does not fire 'close'.
    // Deferred: Dexie finishes its own close bookkeeping after firing the event.
    this.on('close', () => {
      setTimeout(() => {
        if (!this.isOpen())
          this.open().catch((error: unknown) => console.warn('Reopening the database failed:', error));
      }, 0);
    });
  }
}

export const db = new ShopDatabase();
