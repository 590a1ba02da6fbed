/**
 * What the product page's purchase panel and its share button say (spec 000 section 2, "Product
 * page"), in the app and in the written page's answers before the app (src/app/written-answers.ts,
 * docs/decisions/368): no React here, the inline script imports it.
 */

/** The words a product page's purchase panel says. */
export const purchaseMessages = {
  loginFirst: 'Please login first to add items to cart',
  inBag: '✓ In your bag',
  goToBag: 'GO TO CART',
  addToBag: 'add to bag',
  outOfStock: 'Out of stock',
  alsoAvailable: 'Also available',
  lowStock: (count: number) => `Hurry, only ${count} left in stock!`,
  quantityInBag: 'Quantity in your bag',
} as const;

/** What the share button says once it has copied the link, or when it could not. */
export const shareMessages = {
  copied: 'Link copied',
  copyByHand: (url: string) => `Copy this link to share it: ${url}`,
} as const;
