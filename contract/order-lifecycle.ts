import { z } from 'zod';
import { RETURN_WINDOW_DAYS } from './constants';
import type { OrderStatus, PaymentMethod } from './statuses';

/**
 * One model of an order's life (docs/decisions/140): the spec's order status is what staff and
 * shoppers see; the payment state and the fulfilment state are kept beside it, each with its
 * own list. The server enforces these tables; the admin screens and the storefront derive what
 * they offer from the same tables.
 */

export const PAYMENT_STATES = [
  'cod_due',
  'cod_to_remit',
  'awaiting',
  'paid',
  'partly_refunded',
  'refunded',
  'voided',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const FULFILMENT_STATES = [
  'unfulfilled',
  'packed',
  'shipment_booked',
  'shipped',
  'out_for_delivery',
  'delivered',
  // The parcel is coming back to the workshop (staff asked, or the courier could not deliver).
  'rto_in_transit',
  'returned_to_origin',
  'lost',
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** How staff and shoppers read the payment state (docs/decisions/142: COD is not "Paid"). */
export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  cod_due: 'Cash on delivery — to collect',
  // The courier collected the cash; the shop has it once the courier remits it (decision 191).
  cod_to_remit: 'Delivered — cash to remit',
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  voided: 'Not paid (payment cancelled)',
};

/** A cancelled cash-on-delivery order that was never paid: nobody collects anything. */
export const COD_CANCELLED_LABEL = 'Nothing to pay: the order was cancelled';

/**
 * The shopper's words for the payment: the courier's remittance is the shop's business, and a
 * cancelled COD order keeps its `cod_due` state (nothing was paid, nothing to refund) but has
 * no cash to collect.
 */
export function shopperPaymentLabel(state: PaymentState, orderStatus?: string): string {
  if (state === 'cod_due' && orderStatus === 'Canceled') return COD_CANCELLED_LABEL;
  return state === 'cod_to_remit' ? 'Paid in cash on delivery' : PAYMENT_STATE_LABEL[state];
}

export const FULFILMENT_STATE_LABEL: Record<FulfilmentState, string> = {
  unfulfilled: 'Not packed yet',
  packed: 'Packed',
  shipment_booked: 'Shipment booked',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto_in_transit: 'Returning to the workshop',
  returned_to_origin: 'Back at the workshop',
  lost: 'Lost in transit',
};

/** Why an unpaid online order was given up: sent by the checkout page, or set by the server. */
export const PAYMENT_CANCEL_REASONS = ['payment_dismissed', 'payment_failed', 'payment_not_opened'] as const;
export type PaymentCancelReason = (typeof PAYMENT_CANCEL_REASONS)[number];
/** Reasons only the server sets: the hold ran out, or the gateway refused to create the order. */
export const SERVER_CANCEL_REASONS = ['payment_abandoned', 'payment_not_started'] as const;
export const CANCEL_REASONS = [
  ...PAYMENT_CANCEL_REASONS,
  ...SERVER_CANCEL_REASONS,
  'customer_cancelled',
  'staff_cancelled',
  'lost_in_transit',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const PAYMENT_DETAIL_MAX = 200;

export const ACTORS = ['customer', 'admin', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

/** What a status change does besides changing the status. */
export type StockMove = 'release' | 'take' | 'none';

export type Transition = {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly Actor[];
  stock: StockMove;
  /** The shopper is e-mailed (staff may untick "notify customer"). */
  mail: boolean;
  /** A correction: the admin dialog says so. */
  correction?: boolean;
  /** Only for these payment methods. */
  methods?: readonly PaymentMethod[];
  /** Only for a parcel on its way back (return to origin): the end of that journey. */
  rto?: boolean;
};

const READY: readonly OrderStatus[] = ['Placed', 'Pending', 'Paid'];
const IN_TRANSIT: readonly OrderStatus[] = ['Shipped', 'Out for Delivery'];

/**
 * Every allowed change of an order's status, and who may make it. Anything not listed is
 * refused with 409. Returns move the order through the return statuses on the returns' side
 * (RETURN_TRANSITIONS); the admin's order selector does not.
 */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  // Online payment.
  { from: ['Awaiting Payment'], to: 'Paid', by: ['system'], stock: 'none', mail: true },
  { from: ['Awaiting Payment'], to: 'Canceled', by: ['customer', 'system'], stock: 'release', mail: false },
  // A payment that captured after its hold was released takes its stock again.
  { from: ['Canceled'], to: 'Paid', by: ['system'], stock: 'take', mail: true, methods: ['Online'] },
  // Fulfilment.
  { from: READY, to: 'Processing', by: ['admin', 'system'], stock: 'none', mail: false },
  { from: [...READY, 'Processing'], to: 'Shipped', by: ['admin', 'system'], stock: 'none', mail: true },
  { from: ['Shipped'], to: 'Out for Delivery', by: ['admin', 'system'], stock: 'none', mail: true },
  { from: IN_TRANSIT, to: 'Delivered', by: ['admin', 'system'], stock: 'none', mail: true },
  // Cancelling before the parcel leaves (a booked shipment is cancelled with the courier first).
  { from: [...READY, 'Processing'], to: 'Canceled', by: ['customer', 'admin'], stock: 'release', mail: true },
  // A parcel with the courier is not cancelled: it comes back (return to origin, decision 190)
  // and is restocked and refunded when it is at the workshop, or staff record it lost.
  { from: IN_TRANSIT, to: 'Returned', by: ['admin', 'system'], stock: 'release', mail: true, rto: true },
  { from: IN_TRANSIT, to: 'Canceled', by: ['admin'], stock: 'none', mail: true, rto: true },
  // Corrections staff may make: one step back before delivery, or restoring a cancelled COD order.
  { from: ['Processing'], to: 'Placed', by: ['admin'], stock: 'none', mail: false, correction: true, methods: ['COD'] },
  { from: IN_TRANSIT, to: 'Processing', by: ['admin'], stock: 'none', mail: false, correction: true },
  { from: ['Out for Delivery'], to: 'Shipped', by: ['admin'], stock: 'none', mail: false, correction: true },
  { from: ['Canceled'], to: 'Placed', by: ['admin'], stock: 'take', mail: true, correction: true, methods: ['COD'] },
  // A whole-order refund without a return (goodwill, or a cancelled paid order): no stock moves.
  { from: ['Delivered', 'Canceled'], to: 'Refunded', by: ['admin'], stock: 'none', mail: true },
];

/** The transition from `from` to `to` that `actor` may make, if any. */
export function findTransition(
  order: { status: string; paymentMethod: string; fulfillmentStatus?: string },
  to: string,
  actor: Actor,
): Transition | undefined {
  const returning = RETURNING_FULFILMENT.includes(order.fulfillmentStatus as FulfilmentState);
  return ORDER_TRANSITIONS.find(
    (t) =>
      t.to === to &&
      t.by.includes(actor) &&
      (t.from as readonly string[]).includes(order.status) &&
      (!t.methods || (t.methods as readonly string[]).includes(order.paymentMethod)) &&
      // A parcel coming back ends as Returned or lost; it is no longer delivered or shipped on.
      Boolean(t.rto) === returning,
  );
}

/** A parcel on its way back to the workshop: only the end of that journey is a next step. */
export const RETURNING_FULFILMENT: readonly FulfilmentState[] = ['rto_in_transit'];

export type OrderFacts = {
  status: string;
  paymentMethod: string;
  paymentStatus: PaymentState;
  fulfillmentStatus: FulfilmentState;
  refundablePaise: number;
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

/**
 * Whether the shopper's money has been taken: paid online, or cash handed to the courier (the
 * shop owes it back on a refund even before the courier remits it).
 */
export function shopperHasPaid(state: PaymentState): boolean {
  return state === 'paid' || state === 'partly_refunded' || state === 'cod_to_remit';
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
    refundablePaise: Math.round(order.totalAmount * 100) - Math.round(order.refundedAmount * 100),
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
  refundPaise: number;
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

/** The shopper's actions on an order (spec 000 s4), derived from the table above. */
export function customerCanCancel(order: { status: string; paymentMethod: string }): boolean {
  return findTransition(order, 'Canceled', 'customer') !== undefined && order.status !== 'Awaiting Payment';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return can be asked for: delivery plus RETURN_WINDOW_DAYS (spec 001 s9). */
export function returnDeadline(deliveryDate: Date): Date {
  return new Date(deliveryDate.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Orders waiting for staff to start fulfilment: the dashboard's "to fulfil" and the Placed tab. */
export const READY_TO_FULFIL: readonly OrderStatus[] = READY;

/** Ready for the packing desk: paid online, or cash on delivery and placed. */
export function readyToPack(order: { status: string; paymentMethod: string; paymentStatus: PaymentState }): boolean {
  return (
    (READY as readonly string[]).includes(order.status) &&
    (order.paymentStatus === 'paid' || (order.paymentMethod === 'COD' && order.paymentStatus === 'cod_due'))
  );
}

/** A booking with the courier is allowed only for an order awaiting shipment with no live shipment. */
export const SHIPMENT_BOOKABLE: readonly OrderStatus[] = [...READY, 'Processing'];

export const lifecycleMessages = {
  notAllowed: (from: string, to: string) => `An order that is ${from} cannot be set to ${to}`,
  customerCannotCancel: 'This order can no longer be cancelled',
  nothingToRefund: 'This order has no payment to refund',
  alreadyRefunded: 'This order has already been refunded in full',
  refundRecordRequired: 'Enter how the money was returned and its reference',
  outOfStockToRestore: 'Not enough stock to restore this cancelled order',
  shipmentExists: 'This order already has a live shipment',
  notAwaitingShipment: 'Only an order awaiting shipment can be booked with the courier',
  paymentNotCancellable: 'This payment can no longer be cancelled',
} as const;

/** Timeline entries (docs/decisions/148). */
export const ORDER_EVENT_KINDS = ['status', 'payment', 'refund', 'shipment', 'mail', 'packing', 'note'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
/** The kinds a shopper sees on their own order page. */
export const SHOPPER_EVENT_KINDS: readonly OrderEventKind[] = ['status', 'refund', 'shipment'];

export const orderEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  actor: z.enum(ACTORS),
  /** Staff member's e-mail for admin events; omitted on the shopper's side. */
  actorName: z.string().nullable().optional(),
  summary: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
