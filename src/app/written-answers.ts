import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS, TOAST_MS } from '../../contract/constants';
import { favouritesMessages } from '../../contract/favourites';
import type { LineSnapshot } from '../../contract/order';
import { paths } from '../../contract/paths';
import { purchaseMessages } from '../../contract/purchase-messages';
import {
  heartFaceClass,
  heartLabel,
  WRITTEN_ADD_ATTRIBUTE,
  WRITTEN_ANSWERS_ATTRIBUTE,
  WRITTEN_BAG_QUANTITY_ATTRIBUTE,
  WRITTEN_HEART_ATTRIBUTE,
  WRITTEN_IN_BAG_ATTRIBUTE,
  WRITTEN_PURCHASE_ATTRIBUTE,
  WRITTEN_SHARE_ATTRIBUTE,
  WRITTEN_THUMB_ATTRIBUTE,
} from '../../contract/written-answers';
import { getCustomerToken } from '../api/tokens';
import { readWrittenAdds, recordWrittenAdd } from '../domains/bag/written-adds';
import { recordWrittenTap } from '../domains/favourites/written-taps';
import { signInEntryState } from '../lib/return-path';
import { shareLink } from '../lib/share-product';

/**
 * Before the app takes over a written first screen (docs/decisions/200), its controls answer a tap
 * as the app's do (decisions 367, 368). On a first visit over a slow network the app's code
 * arrives seconds after the written page (about 160 KB on Slow 3G: decision 322), and a tap on a
 * heart meanwhile did nothing. This runs inline in the page (scripts/written-answers-inline.ts),
 * as soon as the written screen is parsed:
 * - signed out, the app's prompt ('Please login first…') and, a second later, the sign-in page,
 *   which returns the shopper to this page once signed in (decision 229);
 * - signed in, the heart shows the change at once and the change is kept for the app, which
 *   stores it as its own heart's tap when it starts (src/domains/favourites/written-taps.ts).
 * 'add to bag' likewise: signed out, the bag's prompt; signed in, the 'in your bag' panel at once,
 * the add (and a quantity changed there) kept for the app (src/domains/bag/written-adds.ts). Share
 * opens the share sheet or copies the link, a thumbnail shows its picture. Links, the quantity
 * (the browser's select), the information's disclosures and the searched page's form need no
 * script; the listing's sort menu closes on a tap elsewhere or Escape, as the app's. Returns how to
 * stop (it also stops by itself once the app has taken the written page away).
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
  const onChange = (event: Event) => (written.isConnected ? keepBagQuantity(event.target) : stop());
  const stop = () => {
    prompted = false;
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('change', onChange);
    written.removeAttribute(WRITTEN_ANSWERS_ATTRIBUTE);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  document.addEventListener('change', onChange);
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
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(
    `[${WRITTEN_HEART_ATTRIBUTE}],[${WRITTEN_ADD_ATTRIBUTE}],[${WRITTEN_SHARE_ATTRIBUTE}],[${WRITTEN_THUMB_ATTRIBUTE}]`,
  );
  if (!control) return;
  if (control.hasAttribute(WRITTEN_HEART_ATTRIBUTE)) answerHeart(control);
  else if (control.hasAttribute(WRITTEN_ADD_ATTRIBUTE)) answerAdd(control);
  else if (control.hasAttribute(WRITTEN_SHARE_ATTRIBUTE)) void answerShare(control);
  else showPicture(control);
}

function answerHeart(heart: Element): void {
  const productId = heart.getAttribute(WRITTEN_HEART_ATTRIBUTE) ?? '';
  if (!getCustomerToken()) {
    promptToSignIn(favouritesMessages.loginFirst);
    return;
  }
  const favourite = heart.getAttribute('aria-pressed') !== 'true';
  drawHeart(heart, favourite);
  recordWrittenTap({ productId, title: heart.getAttribute('data-title') ?? '', favourite });
}

/**
 * 'add to bag' (contract/first-screen-purchase.tsx): signed in, the quantity chosen is kept with
 * the product's bag line for the app, and the panel the app shows for a product in the bag takes
 * the button's place at once, as the app's own add does.
 */
function answerAdd(button: Element): void {
  if (!getCustomerToken()) {
    promptToSignIn(purchaseMessages.loginFirst);
    return;
  }
  const purchase = button.closest<HTMLElement>(`[${WRITTEN_PURCHASE_ATTRIBUTE}]`);
  const inBag = purchase?.parentElement?.querySelector<HTMLElement>(`[${WRITTEN_IN_BAG_ATTRIBUTE}]`);
  const line = bagLine(button.getAttribute('data-line'));
  if (!purchase || !inBag || !line) return;
  const quantity = Number(purchase.querySelector('select')?.value ?? 1) || 1;
  recordWrittenAdd({
    productId: button.getAttribute(WRITTEN_ADD_ATTRIBUTE) ?? '',
    title: button.getAttribute('data-title') ?? '',
    quantity,
    line,
  });
  const inBagQuantity = inBag.querySelector('select');
  if (inBagQuantity) inBagQuantity.value = String(quantity);
  purchase.hidden = true;
  inBag.hidden = false;
}

function bagLine(written: string | null): LineSnapshot | null {
  try {
    const line = JSON.parse(written ?? 'null') as LineSnapshot | null;
    return line && typeof line.title === 'string' && typeof line.price === 'number' ? line : null;
  } catch {
    return null;
  }
}

/** A quantity changed in the written 'in your bag' panel: kept with its add. */
function keepBagQuantity(target: EventTarget | null): void {
  if (!(target instanceof HTMLSelectElement) || !target.hasAttribute(WRITTEN_BAG_QUANTITY_ATTRIBUTE)) return;
  const button = target
    .closest(`[${WRITTEN_IN_BAG_ATTRIBUTE}]`)
    ?.parentElement?.querySelector(`[${WRITTEN_ADD_ATTRIBUTE}]`);
  const productId = button?.getAttribute(WRITTEN_ADD_ATTRIBUTE);
  const add = readWrittenAdds().find((kept) => kept.productId === productId);
  if (add) recordWrittenAdd({ ...add, quantity: Number(target.value) || add.quantity });
}

/** Share: the share sheet, or the link copied (or given to copy by hand), as the app's button. */
async function answerShare(button: Element): Promise<void> {
  const url = new URL(button.getAttribute(WRITTEN_SHARE_ATTRIBUTE) ?? '/', window.location.origin).href;
  const told = await shareLink(url, button.getAttribute('data-title') ?? document.title);
  if (told.kind === 'copied') showToast(told.message, 'fs-toast-done', TOAST_MS);
  if (told.kind === 'by-hand') showToast(told.message, 'fs-toast-note', null);
}

/** A thumbnail: its picture in the main frame, as the app's gallery shows it. */
function showPicture(thumb: Element): void {
  const gallery = thumb.closest('.fs-gallery');
  const main = gallery?.querySelector<HTMLImageElement>('.fs-gallery-main img');
  if (!gallery || !main) return;
  main.srcset = thumb.getAttribute('data-srcset') ?? '';
  main.src = thumb.getAttribute(WRITTEN_THUMB_ATTRIBUTE) ?? main.src;
  main.alt = thumb.getAttribute('data-alt') ?? main.alt;
  for (const other of gallery.querySelectorAll(`[${WRITTEN_THUMB_ATTRIBUTE}]`)) {
    other.setAttribute('aria-pressed', String(other === thumb));
  }
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

/** The app's answer to a signed-out heart or add: its message, then the sign-in page a second later. */
function promptToSignIn(message: string): void {
  if (prompted) return;
  prompted = true;
  showToast(message, null, LOGIN_PROMPT_TOAST_MS);
  window.setTimeout(() => {
    // The sign-in page as its own entry, with the way back in its state as the app would give it;
    // then loaded, as a link would load it before the app.
    window.history.pushState(signInEntryState(window.location, window.history.state), '', paths.login.to());
    window.location.reload();
  }, LOGIN_REDIRECT_MS);
}

/**
 * A message in the look of the app's notifications (`fs-toast`, its bar in the tone's colour),
 * gone after `ms`, or, with none, at the next tap elsewhere.
 */
function showToast(message: string, tone: string | null, ms: number | null): void {
  const toast = document.createElement('div');
  toast.className = tone ? `fs-toast ${tone}` : 'fs-toast';
  toast.setAttribute('role', 'status');
  toast.textContent = message;
  document.body.append(toast);
  if (ms !== null) window.setTimeout(() => toast.remove(), ms);
  else {
    const close = (event: MouseEvent) => {
      if (toast.contains(event.target as Node)) return;
      toast.remove();
      document.removeEventListener('click', close);
    };
    window.setTimeout(() => document.addEventListener('click', close), 0);
  }
}
