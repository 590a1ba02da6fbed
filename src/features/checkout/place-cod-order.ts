import type { PlaceOrderInput } from '../../../contract/checkout';
import type { Order } from '../../../contract/order';
import { api } from '../../api/client';

/** POST orders/create-cod with the selected address, delivery phone and contact. */
export async function placeCodOrder(body: PlaceOrderInput): Promise<Order> {
  const { data } = await api.postWithMessage<{ order: Order }>('orders/create-cod', body);
  return data.order;
}
