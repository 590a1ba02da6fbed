import { catalogueApi } from '../../../contract/api/catalogue';
import type { Product } from '../../../contract/product';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/**
 * GET /api/products/data/all-products with the admin's token, so the list includes inactive
 * products: the envelope's data is the list.
 */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return callAdmin(catalogueApi.allProducts, {}, { signal });
}

/** GET /api/products/data/search/{text}. */
export function searchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  return callAdmin(catalogueApi.search, { params: { text: text.trim() } }, { signal });
}

/**
 * The whole list, or the search results when there is text. A failed read is logged and shown
 * as a failure with Retry, never as "No products found" (docs/decisions/182).
 */
export function useProducts(search: string, round: number) {
  const text = search.trim();
  return useAdminQuery(
    `products:${text}:${round}`,
    (signal) =>
      (text ? searchProducts(text, signal) : getProducts(signal)).catch((error: unknown) => {
        if (!signal.aborted) console.error('Failed to fetch products:', error);
        throw error;
      }),
    { keepPrevious: true },
  );
}
