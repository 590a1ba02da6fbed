import type { Product } from '../../../contract/product';
import { api } from '../../api/client';
import { getAdminToken } from '../../api/tokens';
import { useAdminQuery } from '../shared/use-admin-query';

/**
 * The catalogue paths are not under /api/admin/, so the client would not attach the admin
 * token by itself; it is passed here so the list includes inactive products.
 */
function adminHeaders(): Record<string, string> {
  const token = getAdminToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** GET /api/products/data/all-products: the envelope's data is the list. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return api.get<Product[]>('products/data/all-products', { signal, headers: adminHeaders() });
}

/** GET /api/products/data/search/{text}. */
export function searchProducts(text: string, signal?: AbortSignal): Promise<Product[]> {
  return api.get<Product[]>(`products/data/search/${encodeURIComponent(text.trim())}`, {
    signal,
    headers: adminHeaders(),
  });
}

/** The whole list, or the search results when there is text; a failed search is logged only. */
export function useProducts(search: string, round: number) {
  const text = search.trim();
  return useAdminQuery(`products:${text}:${round}`, async (signal) => {
    if (!text) return getProducts(signal);
    try {
      return await searchProducts(text, signal);
    } catch (error) {
      if (!signal.aborted) console.error('Product search failed:', error);
      return [];
    }
  });
}
