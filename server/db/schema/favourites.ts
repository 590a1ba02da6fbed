import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { productColumn } from './catalogue';
import { moment } from './columns';
import { ownerColumn } from './users';

/**
 * A shopper's favourite products (docs/decisions/158-favourites.md). One row per shopper and
 * product: the primary key makes adding twice a no-op, so a replayed add never duplicates.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: ownerColumn(),
    productId: productColumn(),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_product_idx').on(t.productId)],
);
