/** Where offer codes are priced: method and path, no zod (docs/decisions/257). */
export const offersAddresses = {
  quote: { method: 'post', path: '/api/offers/quote' },
} as const;
