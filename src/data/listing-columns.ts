import type { MirroredProduct } from '../../contract/mirrored-product';
import type { CollectionRow } from './rows';

/** A collection's ids with the fields its listings filter and sort by, in the server's order. */
export function listingColumns(
  products: readonly Pick<MirroredProduct, '_id' | 'numericPrice' | 'category'>[],
): Pick<CollectionRow, 'productIds' | 'prices' | 'categories'> {
  return {
    productIds: products.map((product) => product._id),
    prices: products.map((product) => product.numericPrice),
    categories: products.map((product) => product.category),
  };
}
