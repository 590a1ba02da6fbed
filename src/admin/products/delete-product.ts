import { adminApi } from '../../api/client';

export const CONFIRM_DELETE_PRODUCT = 'Are you sure you want to delete this product?';

/** POST /api/admin/delete-product/{id}, empty body. */
export function deleteProduct(id: string): Promise<unknown> {
  return adminApi.post(`admin/delete-product/${encodeURIComponent(id)}`);
}
