/** Shared by the page and the service worker (sw/sw.ts): plain constants, no DOM. */

/** The Background Sync tag the page registers when a bag push got no answer. */
export const BAG_SYNC_TAG = 'bag-outbox';
/** What the service worker posts to its pages on that Background Sync event. */
export const SYNC_MESSAGE = 'SYNC_OUTBOX';
/**
 * What the service worker posts to the shop's pages after it sent outbox entries itself (no page
 * was open when the sync event came): the page re-reads the mirror the worker wrote.
 */
export const OUTBOX_SENT_MESSAGE = 'OUTBOX_SENT';
/**
 * The Web Lock every sender of the outbox holds while it sends: each tab's sync engine
 * (src/sync/outbox-lock.ts) and the service worker (sw/outbox-sync.ts). One sender at a time.
 */
export const OUTBOX_LOCK = 'jutexx-bag-sync';
