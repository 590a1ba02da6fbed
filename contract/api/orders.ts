import { z } from 'zod';
import { placeOrderSchema } from '../checkout';
import { orderSchema } from '../order';
import { ordersAddresses } from './addresses/orders';
import { defineRoute, idParams, json } from './route';

/** A shopper's orders (spec 000 section 7); `{ order }` answers carry the order as it is now. */
export const placedOrderSchema = z.object({ order: orderSchema });

export const ordersApi = {
  createCod: defineRoute({
    ...ordersAddresses.createCod,
    access: 'customer',
    summary: 'Place a cash-on-delivery order for the bag, to the chosen address',
    body: placeOrderSchema,
    idempotent: true,
    answer: json(placedOrderSchema, 201),
  }),
  getOrders: defineRoute({
    ...ordersAddresses.getOrders,
    access: 'customer',
    summary: "The shopper's orders, newest first",
    answer: json(z.array(orderSchema)),
  }),
  getOrder: defineRoute({
    ...ordersAddresses.getOrder,
    access: 'customer',
    summary: 'One of the shopper’s orders with its timeline',
    params: idParams,
    answer: json(orderSchema),
  }),
  cancel: defineRoute({
    ...ordersAddresses.cancel,
    access: 'customer',
    summary: 'Cancel an order that has not shipped',
    params: z.object({ orderId: z.string().min(1) }),
    answer: json(orderSchema),
  }),
  invoice: defineRoute({
    ...ordersAddresses.invoice,
    access: 'owner-or-admin',
    summary: "The order's PDF invoice, for its shopper or staff (404 for anyone else)",
    params: idParams,
    answer: { kind: 'file', contentType: 'application/pdf' },
  }),
} as const;
