import { adminProductsApi } from '../../../contract/api/admin-products';
import type { ProductStock } from '../../../contract/stock';
import { callAdmin } from '../../api/call';
import { useAdminQuery } from '../shared/use-admin-query';

/** GET /api/admin/products/{id}/stock: the stock now and the latest ledger rows. */
export function getProductStock(productId: string, signal?: AbortSignal): Promise<ProductStock> {
  return callAdmin(adminProductsApi.stock, { params: { id: productId } }, { signal });
}

/** The product's stock, network-only like all admin data; `refetch` reloads it and keeps the last answer meanwhile. */
export function useProductStock(productId: string) {
  return useAdminQuery(`stock:${productId}`, (signal) => getProductStock(productId, signal));
}
