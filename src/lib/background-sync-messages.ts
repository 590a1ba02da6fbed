/** Shared by the page and the service worker (sw/sw.ts): plain constants, no DOM. */

/** The Background Sync tag the page registers when a bag push got no answer. */
export const BAG_SYNC_TAG = 'bag-outbox';
/** What the service worker posts to its pages on that Background Sync event. */
export const SYNC_MESSAGE = 'SYNC_OUTBOX';
