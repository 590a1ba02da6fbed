import { shopRoutes } from '../../../contract/api/shop-routes';
import type { PlaceOrderInput } from '../../../contract/checkout';
import type { Order } from '../../../contract/order';
import { answerMaybeLost } from '../../api/api-error';
import { callShopWithMessage } from '../../api/call';
import { checkoutRequest } from './checkout-attempt';

const ATTEMPTS = 3;
const RETRY_MS = 1500;

/**
 * POST orders/create-cod with the selected address, delivery phone and contact, carrying the
 * attempt's Idempotency-Key. When the answer is lost (network, timeout, 5xx) it asks again with
 * the same key, as the online payment's verify does: the server answers with the order it made,
 * or makes it now, never a second one. Offline it stops asking and the failure is shown.
 */
export async function placeCodOrder(body: PlaceOrderInput, key: string): Promise<Order> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
    try {
      const { data } = await callShopWithMessage(shopRoutes.orders.createCod, { body }, checkoutRequest(key));
      return data.order;
    } catch (error) {
      if (!answerMaybeLost(error) || navigator.onLine === false) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
