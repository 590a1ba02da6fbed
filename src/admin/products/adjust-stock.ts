import { adminProductsApi } from '../../../contract/api/admin-products';
import type { ProductStock, StockAdjustmentInput } from '../../../contract/stock';
import { callAdmin } from '../../api/call';

export const ADJUST_STOCK_FAILED = 'The stock could not be adjusted';

/**
 * POST /api/admin/products/{id}/stock-adjustments: a delta with its reason, or a count made
 * against the stock the panel showed. The answer is the product's stock and ledger after it.
 */
export function adjustStock(productId: string, body: StockAdjustmentInput): Promise<ProductStock> {
  return callAdmin(adminProductsApi.adjustStock, { params: { id: productId }, body });
}
