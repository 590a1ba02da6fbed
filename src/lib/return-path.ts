import { paths } from '../../contract/paths';

/**
 * Where sign-in returns to (docs/decisions/229): carried in the history state of the /login
 * entry, never in its address, so a link from elsewhere cannot send a shopper off the shop.
 */
export type SignInState = { returnTo: string };

/** Pages a shopper is not sent back to after signing in: they would only show the form again. */
const NOT_AFTER_SIGN_IN = [paths.login.to(), paths.signup.to()];

/** The state to open /login with from the page at `location`. */
export function signInStateFor(location: { pathname: string; search: string; hash?: string }): SignInState {
  return { returnTo: `${location.pathname}${location.search}${location.hash ?? ''}` };
}

/** The in-shop path a /login entry's state asks to return to, or null (then home, as before). */
export function returnPathOf(state: unknown): string | null {
  const returnTo = (state as Partial<SignInState> | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  if (returnTo.includes('\\')) return null;
  const pathname = returnTo.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (NOT_AFTER_SIGN_IN.includes(pathname) || pathname.startsWith('/admin')) return null;
  return returnTo;
}

/**
 * The history entry's state for /login opened from `location` without the app (a written first
 * screen's heart, src/app/written-answers.ts): the shape React Router's browser history keeps in
 * each entry (`usr` the location's state, `key`, `idx` the entry's place), so the app that starts
 * on that entry reads the way back as if it had opened the page itself.
 */
export function signInEntryState(
  location: { pathname: string; search: string; hash?: string },
  current: unknown,
): { usr: SignInState; key: string; idx: number } {
  const index = (current as { idx?: unknown } | null)?.idx;
  return {
    usr: signInStateFor(location),
    key: Math.random().toString(36).slice(2, 10),
    idx: typeof index === 'number' ? index + 1 : 1,
  };
}
