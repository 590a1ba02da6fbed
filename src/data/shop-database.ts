import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { Product } from '../../contract/product';
import { DATABASE_NAME } from '../lib/mirror-database';
import { listingColumns } from './listing-columns';
import type {
  CartMetaRow,
  CartRow,
  CollectionRow,
  FavouriteRow,
  OrderRow,
  OutboxRow,
  ProfileRow,
  SessionRow,
  ShopInfoRow,
} from './rows';

/**
 * Dexie and the storefront database's schema: loaded after the first screen is on screen
 * (`openDatabase()` in db.ts, docs/decisions/178). Everything else imports `db` and the row types
 * from db.ts, which carries no Dexie code.
 */
export { liveQuery } from 'dexie';

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
