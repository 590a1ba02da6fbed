import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS } from '../../contract/constants';
import { favouritesMessages } from '../../contract/favourites';
import { paths } from '../../contract/paths';
import { heartLabel, WRITTEN_ANSWERS_ATTRIBUTE, WRITTEN_HEART_ATTRIBUTE } from '../../contract/written-answers';
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
 * menu closes on a tap elsewhere or Escape, as the app's. Returns how to stop.
 */
export function answerWrittenTaps(): () => void {
  document.addEventListener('click', answer);
  document.addEventListener('keydown', closeMenusOnEscape);
  // On the written page's <main>, not <html>: the app's take-over changes nothing on <html>
  // (docs/decisions/311), and the mark goes with the written page.
  const written = document.querySelector('#root > main');
  written?.setAttribute(WRITTEN_ANSWERS_ATTRIBUTE, '');
  return () => {
    prompted = false;
    document.removeEventListener('click', answer);
    document.removeEventListener('keydown', closeMenusOnEscape);
    written?.removeAttribute(WRITTEN_ANSWERS_ATTRIBUTE);
  };
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

function closeMenusOnEscape(event: KeyboardEvent): void {
  if (event.key === 'Escape') closeMenus(null);
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
  if (face) face.className = favourite ? 'fs-heart-on' : 'fs-heart-off';
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
