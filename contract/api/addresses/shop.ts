/** Where the shop tells how it runs: method and path, no zod (docs/decisions/257). */
export const shopAddresses = {
  info: { method: 'get', path: '/api/shop/info' },
} as const;
