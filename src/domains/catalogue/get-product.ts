import type { Product } from '../../../contract/product';
import { isApiError } from '../../api/api-error';
import { fetchProduct } from '../../api/products';
import { type ProductView, useProduct } from './use-product';

/** GET /api/products/data/item/{key}; the server's 404 ('Product not found') reads as null. */
export async function getProduct(key: string): Promise<Product | null> {
  try {
    return await fetchProduct(key);
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}

/** The product page's product by slug, id or article code, mirrored in Dexie. */
export function useProductByKey(key: string): ProductView & { retry: () => void } {
  return useProduct(key, getProduct);
}
