import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddressInput } from '../../../contract/address';
import { checkoutMessages, type PlaceOrderInput } from '../../../contract/checkout';
import { paths } from '../../../contract/paths';
import { isApiError } from '../../api/api-error';
import { syncIfPossible } from '../../data/bag-sync';
import { refreshOrders } from '../../data/orders-mirror';
import { refreshBag } from '../../data/refresh-bag';
import { getErrorMessage } from '../../lib/get-error-message';
import type { MyInformation } from './my-information-step';
import type { OrderedState } from './ordered-successfully-page';
import { payOnline } from './pay-online';
import { placeCodOrder } from './place-cod-order';

export type PaymentChoice = 'Online' | 'COD';
export const OFFLINE_MESSAGE =
  'Checkout needs an internet connection. Your bag is kept on this device; please try again when you are back online.';
export const UNSENT_BAG_MESSAGE =
  'Some bag changes have not reached the shop yet. Please check your connection and try again.';

function isOffline(error: unknown): boolean {
  return isApiError(error) && error.status === 0 && error.kind === 'network';
}

/**
 * The payment button's work: processing while it runs, the failure shown on the page (and as a
 * toast), reset on failure or a dismissed window; success refreshes the bag and the orders and
 * goes to /ordered_successfully. Queued bag changes are sent first: the server prices the bag
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

  const place = async (method: PaymentChoice, info: MyInformation, address: AddressInput, deliveryPhone: string) => {
    setFailure(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      fail(OFFLINE_MESSAGE);
      return;
    }
    setProcessing(true);
    const body: PlaceOrderInput = { ...address, deliveryPhone, myinfo: info };
    try {
      const sync = await syncIfPossible();
      if (sync.phase !== 'idle') {
        fail(sync.phase === 'offline' ? OFFLINE_MESSAGE : UNSENT_BAG_MESSAGE);
        return;
      }
      let orderId: string;
      if (method === 'COD') {
        try {
          orderId = (await placeCodOrder(body))._id;
        } catch (error) {
          fail(isOffline(error) ? OFFLINE_MESSAGE : getErrorMessage(error, checkoutMessages.codFailed));
          return;
        }
      } else {
        const result = await payOnline(body, {
          name: `${info.name} ${info.surname}`.trim(),
          email: info.email,
          contact: deliveryPhone,
        });
        if (result.kind === 'dismissed') return;
        if (result.kind === 'failed') {
          fail(result.message);
          return;
        }
        orderId = result.order._id;
      }
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
