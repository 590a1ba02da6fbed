/** Keys of mirrored collections, written once. */
export const collectionKeys = {
  category: (id: string) => `category:${id}`,
  newArrivals: () => 'new-arrival',
  ladiesSample: () => 'ladies-sample',
  allProducts: () => 'all-products',
  /** A single product fetched by slug, id or article code: productIds is [] when it was a 404. */
  item: (key: string) => `item:${key}`,
} as const;
