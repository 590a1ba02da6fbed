/** Where a shopper's orders answer: method and path, no zod (docs/decisions/257). */
export const ordersAddresses = {
  createCod: { method: 'post', path: '/api/orders/create-cod' },
  getOrders: { method: 'post', path: '/api/orders/get-orders' },
  getOrder: { method: 'post', path: '/api/orders/get-order/:id' },
  cancel: { method: 'post', path: '/api/orders/cancel/:orderId' },
  invoice: { method: 'get', path: '/api/orders/invoice/:id' },
} as const;
