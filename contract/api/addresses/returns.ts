/** Where a shopper's returns answer: method and path, no zod (docs/decisions/257). */
export const returnsAddresses = {
  checkReturn: { method: 'get', path: '/api/orders/checkReturn/:id' },
  requestReturn: { method: 'post', path: '/api/orders/return' },
  cancelReturn: { method: 'post', path: '/api/orders/cancel-return/:returnId' },
  returnPhoto: { method: 'get', path: '/api/orders/return-photo/:returnId' },
} as const;
