/**
 * Every storefront route, written once (spec 001 section 2). Components build links with these
 * helpers; the router uses the `pattern` strings. The back office's routes are in admin-paths.ts.
 * Everything in src/ and server/ may import this file.
 */
export const RESET_PASSWORD_PATTERN = '/reset-password/:token';

export const paths = {
  home: { pattern: '/', to: () => '/' },
  classicHome: { pattern: '/2', to: () => '/2' },
  login: { pattern: '/login', to: () => '/login' },
  signup: { pattern: '/signup', to: () => '/signup' },
  /** The route table writes /Forgot-password, the links /forgot-password: matching is case-insensitive. */
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: {
    pattern: RESET_PASSWORD_PATTERN,
    to: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  profile: { pattern: '/profile', to: () => '/profile' },
  favourites: { pattern: '/favourites', to: () => '/favourites' },
  wishlist: { pattern: '/wishlist', to: () => '/wishlist' },
  cart: { pattern: '/cart', to: () => '/cart' },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  orderedSuccessfully: { pattern: '/ordered_successfully', to: () => '/ordered_successfully' },
  orders: { pattern: '/orders', to: () => '/orders' },
  order: { pattern: '/order/:id', to: (id: string) => `/order/${encodeURIComponent(id)}` },
  returnRequest: { pattern: '/return/:id', to: (orderId: string) => `/return/${encodeURIComponent(orderId)}` },
  store: {
    pattern: '/store/:id',
    to: (id: string, search?: { type?: string; sort?: string }) => {
      const params = new URLSearchParams();
      if (search?.type && search.type !== 'any') params.set('type', search.type);
      if (search?.sort) params.set('sort', search.sort);
      const query = params.toString();
      return `/store/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
    },
  },
  /** /store alone opens the own collection. */
  storeRoot: { pattern: '/store' },
  ownCollection: { to: () => '/store/products' },
  product: { pattern: '/productpage/:num', to: (num: string) => `/productpage/${encodeURIComponent(num)}` },
  /** Search results, shareable: /search?q=laundry%20basket (docs/decisions/159-search.md). */
  search: {
    pattern: '/search',
    to: (query?: string) => (query?.trim() ? `/search?${new URLSearchParams({ q: query.trim() })}` : '/search'),
    /** The searched page's address as its field is edited: untrimmed, so a space typed between words stays. */
    typed: (text: string) => (text ? `/search?${new URLSearchParams({ q: text })}` : '/search'),
  },
  faq: { pattern: '/faq', to: () => '/faq' },
  sale: { pattern: '/sale', to: () => '/sale' },
  sustainability: { pattern: '/sustainability', to: () => '/sustainability' },
  viewAll: { pattern: '/view_all', to: () => '/view_all' },
  newsletter: { pattern: '/newsletter', to: () => '/newsletter' },
  /** Legacy product links /en_in/productpage.{articleCode}.html (the splat is parsed by the page). */
  legacyProduct: {
    pattern: '/en_in/*',
    to: (articleCode: string) => `/en_in/productpage.${articleCode}.html`,
  },
  legacyCategory: { pattern: '/categories/:slug', to: (slug: string) => `/categories/${slug}` },
} as const;

/** Parses the legacy '/en_in/productpage.{articleCode}.html' splat; null when it is not one. */
export function legacyProductCode(splat: string): string | null {
  const match = /^productpage\.(.+)\.html$/.exec(splat);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
