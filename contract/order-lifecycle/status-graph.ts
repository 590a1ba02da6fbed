import type { OrderStatus, PaymentMethod } from '../statuses';
import { type FulfilmentState, type PaymentState, RETURNING_FULFILMENT } from './states';

/** Who changes an order: the shopper, staff, or the shop's own jobs and webhooks. */
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

/** The shopper's actions on an order (spec 000 s4), derived from the table above. */
export function customerCanCancel(order: { status: string; paymentMethod: string }): boolean {
  return findTransition(order, 'Canceled', 'customer') !== undefined && order.status !== 'Awaiting Payment';
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
