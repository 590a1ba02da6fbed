import type { StoreCategoryId } from '../../contract/catalogue';
import { LADIES_FETCH_LIMIT } from '../../contract/constants';
import type { InventoryResponse, Product } from '../../contract/product';
import { api } from './client';

/**
 * The catalogue resource (public GET reads under /api/products/data). Screens never call these
 * directly: the data layer (src/data) runs them as fetchers and mirrors the answers into Dexie.
 */
const base = 'products/data';

export function fetchCategoryProducts(id: StoreCategoryId | string): Promise<Product[]> {
  return api.get<Product[]>(`${base}/${encodeURIComponent(id)}`);
}

export function fetchNewArrivals(): Promise<Product[]> {
  return api.get<Product[]>(`${base}/new-arrival`);
}

export function fetchLadiesSample(): Promise<Product[]> {
  return api.get<Product[]>(`${base}/ladies`, { searchParams: { limit: LADIES_FETCH_LIMIT } });
}

export function fetchAllProducts(): Promise<Product[]> {
  return api.get<Product[]>(`${base}/all-products`);
}

export function searchProducts(text: string): Promise<Product[]> {
  return api.get<Product[]>(`${base}/search/${encodeURIComponent(text)}`);
}

/** key = slug, _id or articleCode; a 404 ('Product not found') rejects with ApiError status 404. */
export function fetchProduct(key: string): Promise<Product> {
  return api.get<Product>(`${base}/item/${encodeURIComponent(key)}`);
}

export async function fetchInventory(productId: string): Promise<number> {
  const { inventory } = await api.get<InventoryResponse>(`${base}/inventory/${encodeURIComponent(productId)}`);
  return inventory;
}
