import type { Method } from './route';
import type { API_DOMAINS } from './routes';

/**
 * The storefront's routes by address only: method and path, no zod, so the storefront's first
 * load builds its requests from the declarations without carrying their schemas (decision 163,
 * docs/decisions/242). Each address must equal its declaration's method and path: the compiler
 * holds them equal (`satisfies` below), and the caller finds the declaration by domain and name
 * to type the input and answer, and to check the answer outside production.
 */
type Domains = typeof API_DOMAINS;
export type DomainName = keyof Domains;
export type RouteName<K extends DomainName> = keyof Domains[K] & string;
export type DeclarationOf<K extends DomainName, N extends RouteName<K>> = Domains[K][N];

/** Where a declared route is, and which declaration it is. */
export type RouteAddress<K extends DomainName, N extends RouteName<K>> = {
  readonly domain: K;
  readonly name: N;
  readonly method: DeclarationOf<K, N> extends { method: infer M extends Method } ? M : never;
  readonly path: DeclarationOf<K, N> extends { path: infer P extends string } ? P : never;
};

type Addresses = {
  readonly [K in DomainName]?: { readonly [N in RouteName<K>]?: RouteAddress<K, N> };
};

/** The storefront's routes: `shopRoutes.cart.getCart` is where `cartApi.getCart` answers. */
export const shopRoutes = {
  auth: {
    register: { domain: 'auth', name: 'register', method: 'post', path: '/api/auth/register' },
    login: { domain: 'auth', name: 'login', method: 'post', path: '/api/auth/login' },
    isLoggedIn: { domain: 'auth', name: 'isLoggedIn', method: 'get', path: '/api/auth/IsLoggedIn' },
    logout: { domain: 'auth', name: 'logout', method: 'post', path: '/api/auth/logout' },
    requestPasswordReset: {
      domain: 'auth',
      name: 'requestPasswordReset',
      method: 'post',
      path: '/api/auth/reset-password-request',
    },
    resetPassword: { domain: 'auth', name: 'resetPassword', method: 'post', path: '/api/auth/reset-password/:token' },
  },
  catalogue: {
    newArrivals: { domain: 'catalogue', name: 'newArrivals', method: 'get', path: '/api/products/data/new-arrival' },
    allProducts: { domain: 'catalogue', name: 'allProducts', method: 'get', path: '/api/products/data/all-products' },
    search: { domain: 'catalogue', name: 'search', method: 'get', path: '/api/products/data/search/:text{.*}' },
    item: { domain: 'catalogue', name: 'item', method: 'get', path: '/api/products/data/item/:key' },
    inventory: {
      domain: 'catalogue',
      name: 'inventory',
      method: 'get',
      path: '/api/products/data/inventory/:productId',
    },
    category: { domain: 'catalogue', name: 'category', method: 'get', path: '/api/products/data/:categoryId' },
  },
  cart: {
    getCart: { domain: 'cart', name: 'getCart', method: 'get', path: '/api/cart/get-cart' },
    addToCart: { domain: 'cart', name: 'addToCart', method: 'post', path: '/api/cart/add-to-cart/:productId' },
    remove: { domain: 'cart', name: 'remove', method: 'post', path: '/api/cart/remove/:productId' },
    quantity: { domain: 'cart', name: 'quantity', method: 'post', path: '/api/cart/quantity/:productId' },
  },
  orders: {
    createCod: { domain: 'orders', name: 'createCod', method: 'post', path: '/api/orders/create-cod' },
    getOrders: { domain: 'orders', name: 'getOrders', method: 'post', path: '/api/orders/get-orders' },
    getOrder: { domain: 'orders', name: 'getOrder', method: 'post', path: '/api/orders/get-order/:id' },
    cancel: { domain: 'orders', name: 'cancel', method: 'post', path: '/api/orders/cancel/:orderId' },
    invoice: { domain: 'orders', name: 'invoice', method: 'get', path: '/api/orders/invoice/:id' },
  },
  returns: {
    checkReturn: { domain: 'returns', name: 'checkReturn', method: 'get', path: '/api/orders/checkReturn/:id' },
    requestReturn: { domain: 'returns', name: 'requestReturn', method: 'post', path: '/api/orders/return' },
    cancelReturn: {
      domain: 'returns',
      name: 'cancelReturn',
      method: 'post',
      path: '/api/orders/cancel-return/:returnId',
    },
  },
  payment: {
    create: { domain: 'payment', name: 'create', method: 'post', path: '/api/payment/create' },
    verify: { domain: 'payment', name: 'verify', method: 'post', path: '/api/payment/verify' },
    cancel: { domain: 'payment', name: 'cancel', method: 'post', path: '/api/payment/cancel' },
  },
  offers: {
    quote: { domain: 'offers', name: 'quote', method: 'post', path: '/api/offers/quote' },
  },
  user: {
    profile: { domain: 'user', name: 'profile', method: 'get', path: '/api/user/profile' },
    updateProfile: { domain: 'user', name: 'updateProfile', method: 'post', path: '/api/user/profile/update' },
    addAddress: { domain: 'user', name: 'addAddress', method: 'post', path: '/api/user/profile/add-address' },
    favourites: { domain: 'user', name: 'favourites', method: 'get', path: '/api/user/favourites' },
    removeFavourite: {
      domain: 'user',
      name: 'removeFavourite',
      method: 'post',
      path: '/api/user/favourites/remove/:productId',
    },
    addFavourite: { domain: 'user', name: 'addFavourite', method: 'post', path: '/api/user/favourites/:productId' },
  },
  push: {
    key: { domain: 'push', name: 'key', method: 'get', path: '/api/push/key' },
    subscribe: { domain: 'push', name: 'subscribe', method: 'post', path: '/api/push/subscribe' },
    unsubscribe: { domain: 'push', name: 'unsubscribe', method: 'post', path: '/api/push/unsubscribe' },
  },
  shop: {
    info: { domain: 'shop', name: 'info', method: 'get', path: '/api/shop/info' },
  },
} as const satisfies Addresses;
