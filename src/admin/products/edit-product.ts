import { adminProductsApi } from '../../../contract/api/admin-products';
import type { Product } from '../../../contract/product';
import { callAdmin } from '../../api/call';
import type { EditProductBody } from './product-edit-diff';

export const PRODUCT_UPDATED = 'Product updated successfully';
export const PRODUCT_UPDATE_FAILED = 'Failed to update product';

/** POST /api/admin/edit-product/{slug}: the body holds the changed fields only. */
export function editProduct(slug: string, body: EditProductBody): Promise<Product> {
  return callAdmin(adminProductsApi.editProduct, { params: { slug }, body });
}
