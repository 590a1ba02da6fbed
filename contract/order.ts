import type { PostalAddress } from './address';
import type { CancelReason } from './order-lifecycle/cancel-reasons';
import type { OrderEvent } from './order-lifecycle/events';
import type { FulfilmentState, PaymentState } from './order-lifecycle/states';
import type { Shipment } from './shipments';
import type { OrderStatus, PaymentMethod, ReturnStatus } from './statuses';

/**
 * Shapes of the bag, orders, users and returns as the API sends them (spec sections 3). Their
 * amounts are rupees, as the spec's JSON has them; the server keeps paise (docs/decisions/250).
 */
export type CartLine = {
  _id: string;
  productId: string;
  title: string;
  /** Rupees for one unit. */
  price: number;
  image: string;
  size: string;
  quantity: number;
  slug: string;
  inventory: number;
};
export type CartResponse = {
  cart: CartLine[];
  /** Rupees: the lines' prices × quantities. */
  value: number;
};

export type Address = Required<PostalAddress> & { _id?: string };

export type OrderItem = CartLine & {
  /** Rupees: price × quantity. */
  cartValue: number;
  /** Rupees: the line's share of the order's offer discount (0 without one): it was paid cartValue less this. */
  discount: number;
  /** Every unit of the line is under a return. */
  returned: boolean;
  /** The line's latest return. */
  returnId: string | null;
  /** Units under a return that was not withdrawn (docs/decisions/187). */
  returnedQuantity: number;
  /** The line's returns, oldest first. */
  returns: LineReturn[];
};

/** A return of some units of one order line, as the shopper's order page shows it. */
export type LineReturn = { _id: string; quantity: number; status: ReturnStatus };

export type Order = {
  _id: string;
  status: OrderStatus;
  /** Rupees the shopper pays: the lines' value less the offer's discount. */
  totalAmount: number;
  /** Rupees: the lines' value before the offer. */
  subtotalAmount: number;
  /** The offer code the order used (contract/offers.ts), and the rupees it took off; null and 0 without. */
  offerCode: string | null;
  discountAmount: number;
  createdAt: string;
  updatedAt: string;
  deliveryDate: string | null;
  address: Address[];
  cart: OrderItem[];
  paymentMethod: PaymentMethod[];
  razorpayOrderId: string | null;
  tracking: string;
  invoice: string;
  user: string;
  courierName: string | null;
  shipRocketOrderId: string | null;
  shipmentId: string | null;
  /** The fulfilment state (contract/order-lifecycle/states.ts), apart from the status. */
  fulfillmentStatus: FulfilmentState;
  /** The payment state: unpaid COD is `cod_due`, never "Paid" (docs/decisions/142). */
  paymentStatus: PaymentState;
  cancelReason: CancelReason | null;
  /** Rupees refunded so far. */
  refundedAmount: number;
  returnStatus: string | null;
  /**
   * The order's timeline, oldest first: on one order's answers only (admin: every entry with
   * who acted; shopper: status, refund and shipment entries).
   */
  timeline?: OrderEvent[];
  /** The back office's order answer: its shipments, the live one last (docs/decisions/190). */
  shipments?: Shipment[];
};

export type UserProfile = {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  dob: string | null;
  profilePicture: string | null;
  isAdmin: boolean;
  address: Address[];
  orders: { orderId: string; status: OrderStatus }[];
  createdAt: string;
  updatedAt: string;
};

export type ReturnRequest = {
  _id: string;
  status: ReturnStatus;
  reason: string;
  description: string;
  refundMethod: string | null;
  image: string | null;
  requestedAt: string;
  createdAt: string;
  updatedAt: string;
  userId: string;
  orderId: string;
  productId: string;
};
