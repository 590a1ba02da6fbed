import { authAddresses } from './addresses/auth';
import { cartAddresses } from './addresses/cart';
import { catalogueAddresses } from './addresses/catalogue';
import { offersAddresses } from './addresses/offers';
import { ordersAddresses } from './addresses/orders';
import { paymentAddresses } from './addresses/payment';
import { pushAddresses } from './addresses/push';
import { returnsAddresses } from './addresses/returns';
import { shopAddresses } from './addresses/shop';
import { userAddresses } from './addresses/user';
import type { Method } from './route';
import type { API_DOMAINS } from './routes';

/**
 * The storefront's routes by address only: method and path, no zod, so the storefront's first
 * load builds its requests from the declarations without carrying their schemas (decision 163,
 * docs/decisions/242). Each path is written once, in contract/api/addresses/, which the
 * declarations spread (docs/decisions/257); here each address gets its domain and name, which
 * the caller uses to find the declaration that types the input and answer and checks the answer
 * outside production. The compiler holds names, domains, methods and paths to the declarations
 * (`satisfies` below).
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

/** A domain's addresses, each with its domain and its name (the declaration's key). */
function named<K extends DomainName, A extends Record<string, { readonly method: Method; readonly path: string }>>(
  domain: K,
  addresses: A,
): { readonly [N in keyof A]: A[N] & { readonly domain: K; readonly name: N } } {
  const entries = Object.entries(addresses).map(([name, address]) => [name, { ...address, domain, name }]);
  // Each entry is its address with the domain and the key it sits under, as the type says.
  return Object.fromEntries(entries) as { readonly [N in keyof A]: A[N] & { readonly domain: K; readonly name: N } };
}

/** The storefront's routes: `shopRoutes.cart.getCart` is where `cartApi.getCart` answers. */
export const shopRoutes = {
  auth: named('auth', authAddresses),
  catalogue: named('catalogue', catalogueAddresses),
  cart: named('cart', cartAddresses),
  orders: named('orders', ordersAddresses),
  returns: named('returns', returnsAddresses),
  payment: named('payment', paymentAddresses),
  offers: named('offers', offersAddresses),
  user: named('user', userAddresses),
  push: named('push', pushAddresses),
  shop: named('shop', shopAddresses),
} as const satisfies Addresses;
