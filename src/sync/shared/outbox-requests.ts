import { pathUnderApi } from '../../../contract/api/route-path';
import { shopRoutes } from '../../../contract/api/shop-routes';
import type { OutboxRow } from '../../data/rows';

/**
 * What each outbox entry asks of the shop, and what a failed send means: one rule for both
 * senders of the outbox, the page's sync engine (src/sync/outbox-lock.ts) and the service worker
 * when no page is open (sw/outbox-sync.ts). The request's body is part of what the server
 * remembers with the Idempotency-Key, so both must send the same bytes for the same entry.
 * The path comes from the route's declaration (contract/api/shop-routes.ts); an entry stores its
 * op and product only, so entries queued by any version send the same way.
 */

/** `answers`: what the shop's answer holds, the shopper's bag or their favourites list. */
export type OutboxRequest = { path: string; body: { quantity?: number }; answers: 'bag' | 'favourites' };

/** The path under /api/, the JSON body and the answer of an entry's POST. */
export function outboxRequest(entry: Pick<OutboxRow, 'op' | 'productId' | 'quantity'>): OutboxRequest {
  const params = { productId: entry.productId };
  const { cart, user } = shopRoutes;
  switch (entry.op) {
    case 'add':
      return { path: pathUnderApi(cart.addToCart.path, params), body: { quantity: entry.quantity }, answers: 'bag' };
    case 'quantity':
      return { path: pathUnderApi(cart.quantity.path, params), body: { quantity: entry.quantity }, answers: 'bag' };
    case 'remove':
      return { path: pathUnderApi(cart.remove.path, params), body: {}, answers: 'bag' };
    case 'favourite-add':
      return { path: pathUnderApi(user.addFavourite.path, params), body: {}, answers: 'favourites' };
    case 'favourite-remove':
      return { path: pathUnderApi(user.removeFavourite.path, params), body: {}, answers: 'favourites' };
  }
}

/** A send that got no success: the HTTP status (0: no answer) and how it failed. */
export type SendFailure = { status: number; kind: 'http' | 'network' | 'timeout' | 'invalid-response' };

/** 'refused' drops the change; every other verdict keeps it queued and stops the pass. */
export type FailureVerdict = 'refused' | 'unauthorized' | 'offline' | 'slow' | 'error';

/**
 * 401 or no token: stop. No answer: stop (slow when it timed out, offline otherwise). A server
 * error (5xx, 408, 429): stop, however often it happens, since the change may yet be made.
 * 400/404/409 (and other 4xx): the server refused this change for good.
 */
export function verdictOf(failure: SendFailure): FailureVerdict {
  if (failure.status === 401) return 'unauthorized';
  if (failure.status === 0) return failure.kind === 'timeout' ? 'slow' : 'offline';
  if (failure.status >= 400 && failure.status < 500 && failure.status !== 408 && failure.status !== 429)
    return 'refused';
  return 'error';
}
