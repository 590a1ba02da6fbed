import { CONFIRM_DELETE_PRODUCT, confirmDeleteUnpacked } from '../../../contract/admin-products';
import { adminProductsApi } from '../../../contract/api/admin-products';
import { orderNumber } from '../../../contract/order-number';
import { callAdmin } from '../../api/call';

/** POST /api/admin/delete-product/{id}, empty body. */
export function deleteProduct(id: string): Promise<null> {
  return callAdmin(adminProductsApi.deleteProduct, { params: { id } });
}

/**
 * The question asked before deleting: it names the orders not yet packed that hold the product
 * (docs/decisions/204). If that cannot be read, the plain question is asked: the delete itself
 * is not held up by the warning.
 */
export async function deleteQuestion(id: string): Promise<string> {
  try {
    const unpacked = await callAdmin(adminProductsApi.unpackedOrders, { params: { id } });
    if (unpacked.count === 0) return CONFIRM_DELETE_PRODUCT;
    return confirmDeleteUnpacked(
      unpacked.count,
      unpacked.orderIds.map((orderId) => orderNumber(orderId)),
    );
  } catch (error) {
    console.warn('Could not read the orders holding the product:', error);
    return CONFIRM_DELETE_PRODUCT;
  }
}
