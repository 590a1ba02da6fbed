import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './constants';
import { messages } from './messages';
import { orderSchema } from './order';
import { recordedRefundSchema } from './return-lifecycle';
import { trackingMessages } from './shipments';
import { staffSearchSchema } from './staff-search';
import { ADMIN_ORDER_STATUSES, type OrderStatus } from './statuses';

/**
 * The admin order list's tabs (spec 001 section 2) and what each one lists
 * (docs/decisions/090). A tab is a set of statuses, or every COD order whatever its status.
 */
export const ADMIN_ORDER_TABS = [
  { value: 'placed', label: 'Placed' },
  { value: 'processing', label: 'Processing' },
  { value: 'cod', label: 'COD' },
  { value: 'pending', label: 'Pending' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'all', label: 'All' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'return-requests', label: 'Return Requests' },
] as const;
export type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number]['value'];

export type AdminOrderTabFilter =
  | { statuses: readonly OrderStatus[] }
  | { paymentMethod: 'COD' }
  | { everything: true };

export const ADMIN_ORDER_TAB_FILTER: Record<AdminOrderTab, AdminOrderTabFilter> = {
  // Orders where staff start fulfilment: placed COD orders and paid online ones (docs/decisions/142).
  placed: { statuses: ['Placed', 'Paid'] },
  processing: { statuses: ['Processing'] },
  cod: { paymentMethod: 'COD' },
  pending: { statuses: ['Pending', 'Awaiting Payment'] },
  shipped: { statuses: ['Shipped', 'Out for Delivery'] },
  delivered: { statuses: ['Delivered', 'Completed', 'Partly Returned'] },
  all: { everything: true },
  cancelled: { statuses: ['Canceled'] },
  'return-requests': {
    statuses: [
      'Return Requested',
      'Return Approved',
      'Return Pickup Initiated',
      'Return in Progress',
      'Return Received',
    ],
  },
};

export const ADMIN_MAX_PAGE_SIZE = 100;

const TAB_VALUES = ADMIN_ORDER_TABS.map((tab) => tab.value) as [AdminOrderTab, ...AdminOrderTab[]];

/**
 * `GET /api/admin/get-orders?tab=&page=&pageSize=&search=`; missing values give page 1 of All.
 * `search` narrows every tab to orders matching it (contract/staff-search.ts).
 */
export const adminOrderListQuerySchema = z.object({
  tab: z.enum(TAB_VALUES, { error: 'Unknown tab' }).default('all'),
  search: staffSearchSchema,
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}` })
    .int()
    .min(1)
    .max(ADMIN_MAX_PAGE_SIZE)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(orderSchema),
  /** Orders in the requested tab. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** How many orders each tab holds (those matching the search, when there is one), for the tab badges. */
  counts: z.record(z.enum(TAB_VALUES), z.number()),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const editStatusSchema = z.object({
  newStatus: z.enum(ADMIN_ORDER_STATUSES, { error: `Status must be one of ${ADMIN_ORDER_STATUSES.join(', ')}` }),
  /** "Notify customer" in the confirmation dialog; the lifecycle table decides if there is a mail at all. */
  notifyCustomer: z.boolean({ error: 'notifyCustomer must be true or false' }).default(true),
  /** A COD refund (status Refunded): how the money went back and its reference. */
  refund: recordedRefundSchema.optional(),
});
export type EditStatusInput = z.input<typeof editStatusSchema>;

export const addTrackingSchema = z.object({
  tracking: z.string({ error: messages.trackingRequired }).trim().min(1, messages.trackingRequired).max(100),
  /** The courier carrying a parcel sent without a booking; needed to mark it Shipped (decision 192). */
  courierName: z.string({ error: trackingMessages.courierRequired }).trim().max(100).optional(),
  /** The tracking number staff confirmed they replace (decision 192). */
  replaces: z.string().trim().max(100).optional(),
});
export type AddTrackingInput = z.input<typeof addTrackingSchema>;

/** The courier actions' failures, sent by the server and shown by the admin when no answer came. */
export const shippingMessages = {
  createFailed: 'Failed to create ShipRocket order',
  couriersFailed: 'Failed to fetch couriers',
  trackingFailed: 'Failed to fetch tracking info',
} as const;

/** `POST /api/admin/orders/{id}/invoice`. */
export const adminInvoiceResponseSchema = z.object({ invoice_url: z.string() });
export type AdminInvoiceResponse = z.infer<typeof adminInvoiceResponseSchema>;

/** `GET /api/admin/dashboard` (our addition, docs/decisions/095). */
export const adminDashboardSchema = z.object({
  toFulfil: z.array(orderSchema),
  unpaidCod: z.array(orderSchema),
  customerCount: z.number(),
  openReturns: z.number(),
  /** Delivered COD orders whose cash the courier has not remitted yet, and the rupees (decision 191). */
  cashToRemit: z.object({ orders: z.number(), amount: z.number() }),
  /** Per day, the orders placed and their revenue in rupees. */
  daily: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
