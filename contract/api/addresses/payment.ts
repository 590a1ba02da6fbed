/** Where online payment answers: method and path, no zod (docs/decisions/257). */
export const paymentAddresses = {
  create: { method: 'post', path: '/api/payment/create' },
  verify: { method: 'post', path: '/api/payment/verify' },
  cancel: { method: 'post', path: '/api/payment/cancel' },
  webhook: { method: 'post', path: '/api/payment/webhook' },
} as const;
