import { z } from 'zod';
import { CANCEL_REASONS } from './order-lifecycle/cancel-reasons';
import { orderEventSchema } from './order-lifecycle/events';
import { FULFILMENT_STATES, PAYMENT_STATES } from './order-lifecycle/states';
import { shipmentSchema } from './shipments';
import { ORDER_STATUSES, PAYMENT_METHODS, RETURN_STATUSES } from './statuses';

/**
 * Shapes of the bag, orders, users and returns as the API sends them (spec sections 3). Their
 * amounts are rupees, as the spec's JSON has them; the server keeps paise (docs/decisions/250).
 */
export const cartLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  title: z.string(),
  /** Rupees for one unit. */
  price: z.number(),
  image: z.string(),
  size: z.string(),
  quantity: z.number(),
  slug: z.string(),
  inventory: z.number(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** What a bag change carries of its line: the app's add writes it, and a written add keeps it (decision 368). */
export type LineSnapshot = Pick<CartLine, 'title' | 'price' | 'image' | 'slug' | 'inventory' | 'size'>;

export const cartResponseSchema = z.object({
  cart: z.array(cartLineSchema),
  /** Rupees: the lines' prices × quantities. */
  value: z.number(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A saved or ordered address: every postal field filled in (contract/address.ts). */
export const savedAddressSchema = z.object({
  _id: z.string().optional(),
  fullName: z.string(),
  houseNumber: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  postalCode: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type Address = z.infer<typeof savedAddressSchema>;

/** A return of some units of one order line, as the shopper's order page shows it. */
export const lineReturnSchema = z.object({ _id: z.string(), quantity: z.number(), status: z.enum(RETURN_STATUSES) });
export type LineReturn = z.infer<typeof lineReturnSchema>;

export const orderItemSchema = cartLineSchema.extend({
  /** Rupees: price × quantity. */
  cartValue: z.number(),
  /** Rupees: the line's share of the order's offer discount (0 without one): it was paid cartValue less this. */
  discount: z.number(),
  /** Every unit of the line is under a return. */
  returned: z.boolean(),
  /** The line's latest return. */
  returnId: z.string().nullable(),
  /** Units under a return that was not withdrawn (docs/decisions/187). */
  returnedQuantity: z.number(),
  /** The line's returns, oldest first. */
  returns: z.array(lineReturnSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Rupees the shopper pays: the lines' value less the offer's discount. */
  totalAmount: z.number(),
  /** Rupees: the lines' value before the offer. */
  subtotalAmount: z.number(),
  /** The offer code the order used (contract/offers.ts), and the rupees it took off; null and 0 without. */
  offerCode: z.string().nullable(),
  discountAmount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveryDate: z.string().nullable(),
  address: z.array(savedAddressSchema),
  cart: z.array(orderItemSchema),
  paymentMethod: z.array(z.enum(PAYMENT_METHODS)),
  razorpayOrderId: z.string().nullable(),
  tracking: z.string(),
  invoice: z.string(),
  user: z.string(),
  courierName: z.string().nullable(),
  shipRocketOrderId: z.string().nullable(),
  shipmentId: z.string().nullable(),
  /** The fulfilment state (contract/order-lifecycle/states.ts), apart from the status. */
  fulfillmentStatus: z.enum(FULFILMENT_STATES),
  /** The payment state: unpaid COD is `cod_due`, never "Paid" (docs/decisions/142). */
  paymentStatus: z.enum(PAYMENT_STATES),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** Rupees refunded so far. */
  refundedAmount: z.number(),
  returnStatus: z.string().nullable(),
  /**
   * The order's timeline, oldest first: on one order's answers only (admin: every entry with
   * who acted; shopper: status, refund and shipment entries).
   */
  timeline: z.array(orderEventSchema).optional(),
  /** The back office's order answer: its shipments, the live one last (docs/decisions/190). */
  shipments: z.array(shipmentSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const userProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  dob: z.string().nullable(),
  profilePicture: z.string().nullable(),
  isAdmin: z.boolean(),
  address: z.array(savedAddressSchema),
  orders: z.array(z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const returnRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  description: z.string(),
  refundMethod: z.string().nullable(),
  image: z.string().nullable(),
  requestedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: z.string(),
  orderId: z.string(),
  productId: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
