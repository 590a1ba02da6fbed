import { listingOrder, type SortOrder, type TypeFilter, typeFiltersOf } from '../../../contract/catalogue';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { CollectionRow, ShopDatabase } from '../../data/db';

export type ListingQuery = { type: string; sort: SortOrder | null /** How many cards are shown. */; shown: number };

export type MirroredListing = {
  row: CollectionRow | null;
  /** The first `shown` products of the filtered, sorted listing: the cards on screen. */
  products: MirroredProduct[];
  /** How many products the filtered listing has. */
  total: number;
  /** How many products the whole collection has, whatever the filter. */
  size: number;
  /** The type filter buttons worth showing (typeFiltersOf over the whole collection). */
  filters: TypeFilter[];
};

/**
 * A listing as /store/{id} shows it; the live-query body of useCategoryListing. It reads the
 * collection's one slim row, filters and sorts its columns, and reads only the product rows on
 * screen (docs/decisions/174), never the whole collection.
 */
export async function readListing(database: ShopDatabase, key: string, query: ListingQuery): Promise<MirroredListing> {
  const row = await database.collections.get(key);
  if (!row) return { row: null, products: [], total: 0, size: 0, filters: [] };
  const order = listingOrder(row, query);
  const ids = order.slice(0, query.shown).map((position) => row.productIds[position] as string);
  const products = await database.products.bulkGet(ids);
  return {
    row,
    products: products.filter((product): product is MirroredProduct => product !== undefined),
    total: order.length,
    size: row.productIds.length,
    filters: typeFiltersOf(row.categories),
  };
}
