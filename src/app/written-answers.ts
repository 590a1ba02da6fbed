import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS } from '../../contract/constants';
import { favouritesMessages } from '../../contract/favourites';
import { paths } from '../../contract/paths';
import {
  heartFaceClass,
  heartLabel,
  WRITTEN_ANSWERS_ATTRIBUTE,
  WRITTEN_HEART_ATTRIBUTE,
} from '../../contract/written-answers';
import { getCustomerToken } from '../api/tokens';
import { recordWrittenTap } from '../domains/favourites/written-taps';
import { signInEntryState } from '../lib/return-path';

/**
 * Before the app takes over a written first screen (docs/decisions/200), its hearts answer a tap
 * as the app's heart does (decision 367). On a first visit over a slow network the app's code
 * arrives seconds after the written page (about 160 KB on Slow 3G: decision 322), and a tap on a
 * heart meanwhile did nothing. This runs inline in the page (scripts/written-answers-inline.ts),
 * as soon as the written screen is parsed:
 * - signed out, the app's prompt ('Please login first…') and, a second later, the sign-in page,
 *   which returns the shopper to this page once signed in (decision 229);
 * - signed in, the heart shows the change at once and the change is kept for the app, which
 *   stores it as its own heart's tap when it starts (src/domains/favourites/written-taps.ts).
 * Links and the searched page's form need no script: they load their page; the listing's sort
 * menu closes on a tap elsewhere or Escape, as the app's. Returns how to stop (it also stops by
 * itself once the app has taken the written page away).
 */
export function answerWrittenTaps(): () => void {
  // On the written page's <main>, not <html>: the app's take-over changes nothing on <html>
  // (docs/decisions/311), and the mark goes with the written page. No written page (the plain
  // shell): nothing to answer, nothing listened to.
  const written = document.querySelector('#root > main');
  if (!written) return () => undefined;
  written.setAttribute(WRITTEN_ANSWERS_ATTRIBUTE, '');
  // Once the app has taken the written page away, its taps are the app's: the listeners go, so
  // the app's own taps pay nothing for them.
  const onClick = (event: MouseEvent) => (written.isConnected ? answer(event) : stop());
  const onKey = (event: KeyboardEvent) => {
    if (!written.isConnected) stop();
    else if (event.key === 'Escape') closeMenus(null);
  };
  const stop = () => {
    prompted = false;
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
    written.removeAttribute(WRITTEN_ANSWERS_ATTRIBUTE);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return stop;
}

/**
 * The written listing's sort menu is the browser's own disclosure (contract/first-screen-listing.tsx):
 * like the app's menu, a tap elsewhere or Escape closes it.
 */
function closeMenus(except: EventTarget | null): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.fs-sort[open]')) {
    if (!(except instanceof Node && menu.contains(except))) menu.open = false;
  }
}

function answer(event: MouseEvent): void {
  closeMenus(event.target);
  const heart = event.target instanceof Element ? event.target.closest(`[${WRITTEN_HEART_ATTRIBUTE}]`) : null;
  if (!heart) return;
  const productId = heart.getAttribute(WRITTEN_HEART_ATTRIBUTE) ?? '';
  if (!getCustomerToken()) {
    promptToSignIn();
    return;
  }
  const favourite = heart.getAttribute('aria-pressed') !== 'true';
  drawHeart(heart, favourite);
  recordWrittenTap({ productId, title: heart.getAttribute('data-title') ?? '', favourite });
}

/** The heart as the app draws it for `favourite` (contract/first-screen-heart.tsx). */
function drawHeart(heart: Element, favourite: boolean): void {
  heart.setAttribute('aria-pressed', String(favourite));
  heart.setAttribute('aria-label', heartLabel(favourite));
  const face = heart.firstElementChild;
  if (face) face.className = heartFaceClass(favourite);
  heart.querySelector('path')?.setAttribute('fill', favourite ? 'currentColor' : 'none');
}

let prompted = false;

/** The app's answer to a signed-out heart: its message, then the sign-in page a second later. */
function promptToSignIn(): void {
  if (prompted) return;
  prompted = true;
  const toast = document.createElement('div');
  toast.className = 'fs-toast';
  toast.setAttribute('role', 'status');
  toast.textContent = favouritesMessages.loginFirst;
  document.body.append(toast);
  window.setTimeout(() => toast.remove(), LOGIN_PROMPT_TOAST_MS);
  window.setTimeout(() => {
    // The sign-in page as its own entry, with the way back in its state as the app would give it;
    // then loaded, as a link would load it before the app.
    window.history.pushState(signInEntryState(window.location, window.history.state), '', paths.login.to());
    window.location.reload();
  }, LOGIN_REDIRECT_MS);
}
