/** Shared by the page and the service worker (sw/sw.ts): plain constants, no DOM. */

/**
 * What the page posts to the service worker once the shopper has settled on the shop: save the
 * storefront's code a first visit did not need, so every page opens offline (docs/decisions/339).
 */
export const SAVE_CODE_MESSAGE = 'SAVE_CODE_FOR_OFFLINE';

/** The worker's answer: how many files it saved now, and how many it could not fetch. */
export type SavedCode = { saved: number; missing: number };
