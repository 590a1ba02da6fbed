/** Keys of mirrored collections, written once. */
export const collectionKeys = {
  category: (id: string) => `category:${id}`,
  newArrivals: () => 'new-arrival',
  ladiesSample: () => 'ladies-sample',
  allProducts: () => 'all-products',
  /** A single product fetched by slug, id or article code: productIds is [] when it was a 404. */
  item: (key: string) => `item:${key}`,
  /** The server's answer to a search, by normalized query text (docs/decisions/159-search.md). */
  search: (text: string) => `search:${text}`,
} as const;
