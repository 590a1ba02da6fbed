import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddressInput } from '../../../contract/address';
import { checkoutMessages, type PlaceOrderInput } from '../../../contract/checkout';
import { paths } from '../../../contract/paths';
import { answerMaybeLost, isApiError } from '../../api/api-error';
import { getErrorMessage } from '../../lib/get-error-message';
import { syncIfPossible } from '../../sync/sync-if-possible';
import { refreshBag } from '../bag/refresh-bag';
import { refreshOrders } from '../orders/orders-mirror';
import { attemptKey, endAttempt } from './checkout-attempt';
import type { MyInformation, OrderedState } from './checkout-steps';
import { payOnline } from './pay-online';
import { placeCodOrder } from './place-cod-order';

type BagLineKey = { productId: string; quantity: number; size?: string | null };

export type PaymentChoice = 'Online' | 'COD';
export const OFFLINE_MESSAGE =
  'Checkout needs an internet connection. Your bag is kept on this device; please try again when you are back online.';
export const UNSENT_BAG_MESSAGE =
  'Some bag changes have not reached the shop yet. Please check your connection and try again.';
export const SLOW_CHECKOUT_MESSAGE = 'Still placing your order: slow connection';

function isOffline(error: unknown): boolean {
  return isApiError(error) && error.status === 0 && error.kind === 'network';
}

/**
 * The payment button's work: processing while it runs, the failure shown on the page (and as a
 * toast), reset on failure or a dismissed window; success refreshes the bag and the orders and
 * goes to /ordered_successfully. A slow answer is waited for (CHECKOUT_TIMEOUT_MS; the page
 * says so while `processing` lasts), and a lost one is asked again with the attempt's key (docs/decisions/194). Queued bag changes are sent first: the server prices the bag
 * it holds, so it must be the bag the shopper sees.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (message: string) => {
    setFailure(message);
    notifications.show({ message, color: 'red' });
  };

  const place = async (
    method: PaymentChoice,
    info: MyInformation,
    address: AddressInput,
    deliveryPhone: string,
    bag: readonly BagLineKey[],
    /** The offer code applied, checked and priced again by the server with the order. */
    offerCode?: string | null,
  ) => {
    setFailure(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      fail(OFFLINE_MESSAGE);
      return;
    }
    setProcessing(true);
    const body: PlaceOrderInput = { ...address, deliveryPhone, myinfo: info, ...(offerCode ? { offerCode } : {}) };
    // One key per attempt: the same bag, address and choice tapped again replays, never re-orders.
    const lines = bag.map(({ productId, quantity, size }) => [productId, quantity, size ?? null]);
    const key = attemptKey(JSON.stringify({ method, body, lines }));
    try {
      const sync = await syncIfPossible();
      if (sync.phase !== 'idle') {
        fail(sync.phase === 'offline' ? OFFLINE_MESSAGE : UNSENT_BAG_MESSAGE);
        return;
      }
      let orderId: string;
      if (method === 'COD') {
        try {
          orderId = (await placeCodOrder(body, key))._id;
        } catch (error) {
          if (!answerMaybeLost(error)) endAttempt();
          fail(isOffline(error) ? OFFLINE_MESSAGE : getErrorMessage(error, checkoutMessages.codFailed));
          return;
        }
      } else {
        const result = await payOnline(
          body,
          {
            name: `${info.name} ${info.surname}`.trim(),
            email: info.email,
            contact: deliveryPhone,
          },
          key,
        );
        if (result.kind !== 'failed' || !result.answerLost) endAttempt();
        if (result.kind === 'dismissed') return;
        if (result.kind === 'failed') {
          fail(result.message);
          return;
        }
        orderId = result.order._id;
      }
      endAttempt();
      await Promise.all([refreshBag(), refreshOrders()]);
      // The order's id travels in the history entry, so the success page can show its number
      // and dates (also after a reload) while the address stays the spec's.
      navigate(paths.orderedSuccessfully.to(), { state: { orderId } satisfies OrderedState });
    } finally {
      setProcessing(false);
    }
  };

  return { processing, failure, place };
}
