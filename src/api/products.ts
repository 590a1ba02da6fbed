import { shopRoutes } from '../../contract/api/shop-routes';
import type { StoreCategoryId } from '../../contract/catalogue';
import { LADIES_FETCH_LIMIT } from '../../contract/constants';
import type { Product } from '../../contract/product';
import { callShop } from './call';
import { PAGE_READ_TIMEOUT_MS } from './client';

/**
 * The catalogue resource (public GET reads under /api/products/data). Screens never call these
 * directly: the data layer (src/data) runs them as fetchers and mirrors the answers into Dexie.
 */
const catalogue = shopRoutes.catalogue;
const PAGE_READ = { timeout: PAGE_READ_TIMEOUT_MS };

export function fetchCategoryProducts(id: StoreCategoryId | string): Promise<Product[]> {
  return callShop(catalogue.category, { params: { categoryId: id } }, PAGE_READ);
}

export function fetchNewArrivals(): Promise<Product[]> {
  return callShop(catalogue.newArrivals, undefined, PAGE_READ);
}

export function fetchLadiesSample(): Promise<Product[]> {
  return callShop(
    catalogue.category,
    { params: { categoryId: 'ladies' }, query: { limit: String(LADIES_FETCH_LIMIT) } },
    PAGE_READ,
  );
}

export function fetchAllProducts(): Promise<Product[]> {
  return callShop(catalogue.allProducts, undefined, PAGE_READ);
}

export function searchProducts(text: string): Promise<Product[]> {
  return callShop(catalogue.search, { params: { text } });
}

/** key = slug, _id or articleCode; a 404 ('Product not found') rejects with ApiError status 404. */
export function fetchProduct(key: string): Promise<Product> {
  return callShop(catalogue.item, { params: { key } }, PAGE_READ);
}

export async function fetchInventory(productId: string): Promise<number> {
  const { inventory } = await callShop(catalogue.inventory, { params: { productId } });
  return inventory;
}
