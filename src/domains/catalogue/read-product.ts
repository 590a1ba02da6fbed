import { collectionKeys } from '../../../contract/collection-keys';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { ShopDatabase } from '../../data/db';

/** A product by any of its keys: slug first (links use slugs), then _id, then articleCode. */
export async function findProductByKey(database: ShopDatabase, key: string): Promise<MirroredProduct | undefined> {
  return (
    (await database.products.where('slug').equals(key).first()) ??
    (await database.products.get(key)) ??
    (await database.products.where('articleCode').equals(key).first())
  );
}

export type ProductRead = {
  product: MirroredProduct | null;
  /** The server said 404 for this key at its last answer. */
  notFound: boolean;
  /** Whether the item itself was ever fetched (a product seen only in a list is not). */
  fetched: boolean;
};

/**
 * The product page's live-query body. The item answer wins (it is the freshest, and a 404
 * there means the product is gone); before it, a product mirrored from any list is shown.
 */
export async function readProduct(database: ShopDatabase, key: string): Promise<ProductRead> {
  const item = await database.collections.get(collectionKeys.item(key));
  if (item) {
    const [id] = item.productIds;
    if (!id) return { product: null, notFound: true, fetched: true };
    const product = await database.products.get(id);
    if (product) return { product, notFound: false, fetched: true };
  }
  return { product: (await findProductByKey(database, key)) ?? null, notFound: false, fetched: Boolean(item) };
}
