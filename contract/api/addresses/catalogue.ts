/**
 * Where the catalogue's reads answer: method and path, no zod (docs/decisions/257). The service
 * worker caches what lies under their shared prefix (sw/cache-rules.ts).
 */
export const catalogueAddresses = {
  newArrivals: { method: 'get', path: '/api/products/data/new-arrival' },
  allProducts: { method: 'get', path: '/api/products/data/all-products' },
  search: { method: 'get', path: '/api/products/data/search/:text{.*}' },
  item: { method: 'get', path: '/api/products/data/item/:key' },
  inventory: { method: 'get', path: '/api/products/data/inventory/:productId' },
  category: { method: 'get', path: '/api/products/data/:categoryId' },
} as const;
