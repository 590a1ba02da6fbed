import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import type { MirroredProduct } from '../../contract/mirrored-product';
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

// Dexie turns its debug mode on by itself on localhost and 127.0.0.1 (console.createTask for
// every table call, long stack traces): a built shop behaves the same on every host, so the
// benches and Lighthouse, which run it on 127.0.0.1, measure what a shopper's phone runs
// (docs/decisions/289). The dev server keeps Dexie's own choice.
if (import.meta.env.PROD) Dexie.debug = false;

/*
 * The schema, declared once at its current version (docs/decisions/260). Dexie (since 3.0) reads
 * the schema a device has installed, adds what is missing and runs the upgrade functions of the
 * versions above it, so a version needs declaring only while it carries an upgrade; declaring the
 * four earlier ones as well cost each start about six times the work of this one (Dexie builds its
 * tables again for every version declared). To change the schema: raise the version, write every
 * table as it should be, and add an `upgrade` only when existing rows must change.
 *
 * History: v1 the catalogue mirror (products, collections) and the session; v2 the signed-in
 * shopper's private mirrors (bag, orders, profile) and the bag outbox
 * (docs/decisions/080-bag-outbox-from-day-one.md; sign-out deletes them); v3 the shopper's
 * favourites, keyed by shopper and product, changed through the outbox; v4 how this shop takes
 * payments (GET /api/shop/info, one row 'current', public, kept on sign-out); v5 collections carry
 * their products' prices and categories (docs/decisions/174).
 */
export class ShopDatabase extends Dexie {
  products!: EntityTable<MirroredProduct, '_id'>;
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
    this.version(5)
      .stores({
        products: '_id, slug, articleCode',
        collections: 'key, lastUsedAt',
        session: 'id',
        cart: 'productId, userId',
        cartMeta: 'id',
        orders: '_id, userId, createdAt',
        profile: 'id',
        outbox: '++seq, &key, userId',
        favourites: '[userId+productId], userId',
        shopInfo: 'id',
      })
      // From v4 or earlier: collections get their products' prices and categories, filled from
      // the mirrored products, so a returning offline shopper keeps every list; ids whose product
      // row is gone are dropped, as reads always skipped them.
      .upgrade(async (tx) => {
        const products = tx.table<MirroredProduct, string>('products');
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
