import { z } from 'zod';
import {
  addProductFormSchema,
  editProductSchema,
  unpackedOrdersSchema,
  uploadProgressEventSchema,
} from '../admin-products';
import { productSchema } from '../product-schema';
import { productStockSchema, stockAdjustmentSchema } from '../stock';
import { defineRoute, idParams, json, noData } from './route';

/** The back office's products (spec 001 section 7) and their stock (docs/decisions/183, 184). */
export const adminProductsApi = {
  editProduct: defineRoute({
    method: 'post',
    path: '/api/admin/edit-product/:slug',
    access: 'admin',
    summary: 'Change the fields sent, only those',
    params: z.object({ slug: z.string().min(1) }),
    body: editProductSchema,
    answer: json(productSchema),
  }),
  unpackedOrders: defineRoute({
    method: 'get',
    path: '/api/admin/products/:id/unpacked-orders',
    access: 'admin',
    summary: 'Orders not yet packed that hold the product (asked before a delete)',
    params: idParams,
    answer: json(unpackedOrdersSchema),
  }),
  deleteProduct: defineRoute({
    method: 'post',
    path: '/api/admin/delete-product/:id',
    access: 'admin',
    summary: 'Delete a product and its pictures',
    params: idParams,
    answer: json(noData),
  }),
  addProduct: defineRoute({
    method: 'post',
    path: '/api/admin/add-product-with-progress',
    access: 'admin',
    summary: 'Add a product with its pictures; answers a server-sent event stream of progress',
    multipart: addProductFormSchema,
    answer: { kind: 'event-stream', event: uploadProgressEventSchema },
  }),
  stock: defineRoute({
    method: 'get',
    path: '/api/admin/products/:id/stock',
    access: 'admin',
    summary: "A product's stock and its latest ledger rows",
    params: idParams,
    answer: json(productStockSchema),
  }),
  adjustStock: defineRoute({
    method: 'post',
    path: '/api/admin/products/:id/stock-adjustments',
    access: 'admin',
    summary: 'Record stock received, damaged, lost or counted',
    params: idParams,
    body: stockAdjustmentSchema,
    answer: json(productStockSchema, 201),
  }),
} as const;
