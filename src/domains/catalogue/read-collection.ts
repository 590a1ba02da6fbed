import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { CollectionRow, ShopDatabase } from '../../data/db';

export type MirroredCollection = { row: CollectionRow | null; products: MirroredProduct[] };

/** The mirrored list in the server's order; the live-query body of useCollection. */
export async function readCollection(database: ShopDatabase, key: string): Promise<MirroredCollection> {
  const row = await database.collections.get(key);
  if (!row) return { row: null, products: [] };
  const products = await database.products.bulkGet(row.productIds);
  return { row, products: products.filter((product): product is MirroredProduct => product !== undefined) };
}
