import { ApiError } from '../api/api-error';

/**
 * What a form or button says when its request got no answer, written once for every screen of
 * the storefront (docs/decisions/156-honest-bag-states.md). The shopper did nothing wrong, so
 * the message says what happened and that what they typed is still there; it never falls back
 * to "check your credentials" or a bare "An error occurred".
 */
export const OFFLINE_MESSAGE =
  "You're offline, so this wasn't sent. What you entered is still here: try again when you're back online.";
export const NO_ANSWER_MESSAGE = "The shop didn't answer in time. What you entered is still here: please try again.";
/**
 * No answer while the browser said it was online: the request may have reached the shop and its
 * answer been lost, so the message never says it was not sent (docs/decisions/314).
 */
export const LOST_ANSWER_MESSAGE =
  "The shop couldn't be reached, or its answer was lost on the way. What you entered is still here: please try again.";

/** A tap on the listing's Sort button whose menu's code could not be fetched (decision 292). */
export const SORT_MENU_NOT_LOADED = "The sort options couldn't load on this connection. Tap Sort to try again.";

/** The request never reached the shop (no network, DNS, refused) or its answer never came. */
export function isNoConnection(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && (error.kind === 'network' || error.kind === 'timeout');
}

/** The connection message for a failure that had no answer, else null (the server answered). */
export function connectionMessage(error: unknown): string | null {
  if (!isNoConnection(error)) return null;
  const failure = error as ApiError;
  if (failure.kind === 'timeout') return NO_ANSWER_MESSAGE;
  return failure.maybeSent ? LOST_ANSWER_MESSAGE : OFFLINE_MESSAGE;
}

/** What the back office says while the device is offline (docs/decisions/180). */
export const ADMIN_OFFLINE_BANNER = "Connection lost — your work is kept; actions wait until you're back online.";
/** Beside a back-office button that sends, while it is off for want of a connection. */
export const ADMIN_OFFLINE_NOTE = "No connection: this can be sent once you're back online.";
