import { z } from 'zod';
import { RETURN_WINDOW_DAYS } from './constants';
import { messages } from './messages';
import type { Order, ReturnRequest } from './order';
import type { RefundMethod, RefundState, ReturnStepKey, ReturnUnitOutcome } from './return-lifecycle';
import { ORDER_STATUSES, RETURN_STATUSES } from './statuses';

/** Returns (spec 000 sections 4, 5, 7; spec 001 sections 3, 4, 7). Decisions 110-115. */

/** GET /api/orders/checkReturn/:id: only ever `returnable: true`; a refusal is a 404 or 409. */
export type ReturnCheck = {
  returnable: true;
  /** Last day a return can be asked for (ISO): delivery plus RETURN_WINDOW_DAYS. */
  returnBy: string;
  items: {
    _id: string;
    productId: string;
    title: string;
    image: string;
    /** Rupees for one unit, as paid. */
    price: number;
    /** Every unit of the line is under a return already. */
    returned: boolean;
    quantity: number;
    /** Units still free to return (docs/decisions/187). */
    returnableQuantity: number;
  }[];
};

/** POST /api/orders/return answers 201 with this as data. */
export type ReturnSubmitted = { success: true; message: string; return: ReturnRequest };

/** The largest multipart body of a return request; the photo alone is at most 5 MB. */
export const MAX_RETURN_BODY_BYTES = 6 * 1024 * 1024;

export const returnMessages = {
  notDelivered: 'This order is not delivered yet',
  windowClosed: `The ${RETURN_WINDOW_DAYS}-day return window has closed`,
  allReturned: 'Every item of this order has been returned',
  orderNotFound: messages.orderNotFound,
  productNotInOrder: 'This product is not part of the order',
  alreadyReturned: 'This item has already been returned',
  quantity: 'Choose how many to return',
  tooMany: (left: number) => `Only ${left} of this item can still be returned`,
  photoType: 'Please upload a photo (JPEG, PNG or WebP)',
  photoTooLarge: 'The photo must be at most 5 MB',
  submitted: 'Return request submitted',
  returnNotFound: 'Return not found',
  cannotCancel: 'This return can no longer be cancelled',
  cancelled: 'Return request cancelled',
  pairMismatch: 'Choose one of the listed return and order status pairs',
  pickupDone: 'A pickup has already been requested for this return',
  pickupRequested: 'Pickup requested',
  pickupNotAllowed: 'A pickup can be booked only for an approved return',
  pickupFailed: 'The courier could not book the pickup; try again later',
  alreadyRefunded: 'This return has already been refunded',
  refundRejected: 'A rejected return cannot be refunded',
  refundNoPayment: 'This online order has no captured payment to refund',
  refundNothingPaid: 'This order has no payment left to refund',
  refundFailed: 'The payment provider could not process the refund; try again later',
  refunded: 'Refund processed successfully',
} as const;

/** Tabs of the admin list; `all` shows every status. */
export const RETURN_LIST_FILTERS = [
  'requested',
  'approved',
  'pickup-booked',
  'picked-up',
  'received',
  'rejected',
  'refunded',
  'all',
] as const;
export type ReturnListFilter = (typeof RETURN_LIST_FILTERS)[number];

export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_LIST_FILTERS).default('all'),
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const updateReturnStatusSchema = z.object({
  returnStatus: z.enum(RETURN_STATUSES, { error: 'Choose a return status' }),
  orderStatus: z.enum(ORDER_STATUSES, { error: 'Choose an order status' }),
});

/** The populated product of an admin return (spec 001 section 3). */
export type AdminReturnProduct = {
  _id: string;
  title: string;
  articleCode: string | null;
  /** Rupees: the product's price today. */
  numericPrice: number;
  image: { src: string }[];
};

/** The refund of a return as staff see it (docs/decisions/143): its state, how, and any error. */
export type AdminReturnRefund = {
  _id: string;
  status: RefundState;
  method: RefundMethod;
  /** Rupees. */
  amount: number;
  /** Staff's reference for a recorded (COD) refund. */
  reference: string | null;
  /** The payment provider's refund id once it confirmed. */
  gatewayRefundId: string | null;
  /** The provider's last error: a pending refund is retried, a failed one can be made again. */
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  completedAt: string | null;
};

/** process-refund's answer: 200 when the money moved, 202 when the provider has not confirmed yet. */
export type ProcessRefundResult = { success: true; message: string; return: AdminReturn };

/** A return as the admin screens read it: orderId and productId are populated. */
export type AdminReturn = Omit<ReturnRequest, 'orderId' | 'productId'> & {
  orderId: Order;
  productId: AdminReturnProduct;
  orderItemId: string | null;
  /** Units of the line this return sends back (spec 001 s9 fixed it at 1: docs/decisions/187). */
  quantity: number;
  /** Rupees: the price paid for one unit of the order line, never today's price. */
  unitPrice: number;
  /** Rupees: unitPrice × quantity, what the refund gives back. */
  refundAmount: number;
  refundId: string | null;
  refundedAt: string | null;
  /** The latest refund of this return (live or failed), or null before any. */
  refund: AdminReturnRefund | null;
  pickup: {
    shipRocketOrderId: string | null;
    shipmentId: string | null;
    awb: string | null;
    courierName: string | null;
    requestedAt: string | null;
    /** The courier's scan that collected it (the tracking job), not the booking. */
    pickedUpAt: string | null;
    /** The courier's latest scan of the return parcel, as the timeline says it. */
    lastScan: string | null;
  };
  /** When staff received and inspected the goods at the workshop. */
  receivedAt: string | null;
  /** What staff found, one entry per unit. */
  units: { position: number; outcome: ReturnUnitOutcome; note: string; restocked: boolean }[];
  /** Why it was refunded before the goods were back, when it was. */
  refundOverrideReason: string | null;
  /** The return's steps with their times, oldest first (from the order's timeline). */
  steps: ReturnStep[];
};

export type ReturnStep = { key: ReturnStepKey; at: string; title: string; detail: string | null };

export type AdminReturnList = { returns: AdminReturn[]; total: number; page: number; pageSize: number };
