/** Where the shopper's bag answers: method and path, no zod (docs/decisions/257). */
export const cartAddresses = {
  getCart: { method: 'get', path: '/api/cart/get-cart' },
  addToCart: { method: 'post', path: '/api/cart/add-to-cart/:productId' },
  remove: { method: 'post', path: '/api/cart/remove/:productId' },
  quantity: { method: 'post', path: '/api/cart/quantity/:productId' },
} as const;
