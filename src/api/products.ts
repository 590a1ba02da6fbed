import type { StoreCategoryId } from '../../contract/catalogue';
import { LADIES_FETCH_LIMIT } from '../../contract/constants';
import type { InventoryResponse, Product } from '../../contract/product';
import { api, PAGE_READ_TIMEOUT_MS, type RequestOptions } from './client';

/**
 * The catalogue resource (public GET reads under /api/products/data). Screens never call these
 * directly: the data layer (src/data) runs them as fetchers and mirrors the answers into Dexie.
 */
const base = 'products/data';
const PAGE_READ: RequestOptions = { timeout: PAGE_READ_TIMEOUT_MS };

export function fetchCategoryProducts(id: StoreCategoryId | string): Promise<Product[]> {
  return api.get<Product[]>(`${base}/${encodeURIComponent(id)}`, PAGE_READ);
}

export function fetchNewArrivals(): Promise<Product[]> {
  return api.get<Product[]>(`${base}/new-arrival`, PAGE_READ);
}

export function fetchLadiesSample(): Promise<Product[]> {
  return api.get<Product[]>(`${base}/ladies`, { ...PAGE_READ, searchParams: { limit: LADIES_FETCH_LIMIT } });
}

export function fetchAllProducts(): Promise<Product[]> {
  return api.get<Product[]>(`${base}/all-products`, PAGE_READ);
}

export function searchProducts(text: string): Promise<Product[]> {
  return api.get<Product[]>(`${base}/search/${encodeURIComponent(text)}`);
}

/** key = slug, _id or articleCode; a 404 ('Product not found') rejects with ApiError status 404. */
export function fetchProduct(key: string): Promise<Product> {
  return api.get<Product>(`${base}/item/${encodeURIComponent(key)}`, PAGE_READ);
}

export async function fetchInventory(productId: string): Promise<number> {
  const { inventory } = await api.get<InventoryResponse>(`${base}/inventory/${encodeURIComponent(productId)}`);
  return inventory;
}
