import { type Paise, paiseFromRupees } from '../money';
import { lifecycleMessages } from './messages';
import { type FulfilmentState, type PaymentState, shopperHasPaid } from './states';
import { findTransition, type StockMove, type Transition } from './status-graph';

/**
 * What a listed transition does to an order besides its status (stock, mail, refund, payment and
 * fulfilment states), and what may block it now: the server applies exactly this, the admin's
 * confirmation dialog shows it.
 */
export type OrderFacts = {
  status: string;
  paymentMethod: string;
  paymentStatus: PaymentState;
  fulfillmentStatus: FulfilmentState;
  refundablePaise: Paise;
};

/**
 * Why a listed transition still cannot be made now (the payment's state decides a refund), or
 * null when it can. The server checks this under the row lock; the admin screen uses it to
 * leave out what would be refused.
 */
export function transitionBlocker(order: OrderFacts, to: string): string | null {
  if (to === 'Refunded') {
    if (!shopperHasPaid(order.paymentStatus)) return lifecycleMessages.nothingToRefund;
    if (order.refundablePaise <= 0) return lifecycleMessages.alreadyRefunded;
  }
  return null;
}

/** The facts of a contract Order (rupees) for the functions above. */
export function orderFacts(order: {
  status: string;
  paymentMethod: readonly string[];
  paymentStatus: PaymentState;
  fulfillmentStatus: FulfilmentState;
  totalAmount: number;
  refundedAmount: number;
}): OrderFacts {
  return {
    status: order.status,
    fulfillmentStatus: order.fulfillmentStatus,
    paymentMethod: order.paymentMethod[0] ?? 'Online',
    paymentStatus: order.paymentStatus,
    refundablePaise: paiseFromRupees(order.totalAmount) - paiseFromRupees(order.refundedAmount),
  };
}

/** The targets the admin's status selector offers for this order (a subset of ADMIN_ORDER_STATUSES). */
export function adminTargets(order: OrderFacts, offered: readonly string[]): string[] {
  return offered.filter((to) => findTransition(order, to, 'admin') && transitionBlocker(order, to) === null);
}

/**
 * What a change will do, for the confirmation dialog: the server does exactly this. A paid
 * online order that is cancelled is refunded in full; a COD refund needs a method and reference.
 */
export type TransitionEffects = {
  stock: StockMove;
  mail: boolean;
  correction: boolean;
  refundPaise: Paise;
  refundNeedsRecord: boolean;
};

export function transitionEffects(order: OrderFacts, transition: Transition): TransitionEffects {
  const refunds =
    shopperHasPaid(order.paymentStatus) &&
    (transition.to === 'Refunded' || transition.to === 'Canceled' || transition.to === 'Returned');
  return {
    stock: transition.stock,
    mail: transition.mail,
    correction: transition.correction ?? false,
    refundPaise: refunds ? order.refundablePaise : 0,
    refundNeedsRecord: refunds && order.paymentMethod === 'COD',
  };
}

/** The payment state an order moves to with its status, when the status decides it. */
export function paymentStateAfter(order: { paymentMethod: string; paymentStatus: PaymentState }, to: string) {
  // Cash on delivery is the courier's until it is remitted to the shop (decision 191).
  if (to === 'Delivered' && order.paymentStatus === 'cod_due') return 'cod_to_remit' as const;
  if (to === 'Canceled' && order.paymentStatus === 'awaiting') return 'voided' as const;
  if (to === 'Paid') return 'paid' as const;
  return order.paymentStatus;
}

/** The fulfilment state that goes with a status the order moves to; null keeps the current one. */
export function fulfilmentStateFor(to: string, current: FulfilmentState): FulfilmentState | null {
  switch (to) {
    case 'Placed':
    case 'Paid':
      return 'unfulfilled';
    case 'Processing':
      return current === 'shipment_booked' ? current : 'packed';
    case 'Shipped':
      return 'shipped';
    case 'Out for Delivery':
      return 'out_for_delivery';
    case 'Delivered':
      return 'delivered';
    case 'Returned':
      return 'returned_to_origin';
    case 'Canceled':
      return current === 'rto_in_transit' ? 'lost' : null;
    default:
      return null;
  }
}
