import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { SCROLL_ANCHOR_ATTRIBUTE } from '../../../contract/first-screen-card';
import { endScrollHold, holdScrollPosition } from '../../ui/hold-scroll-position';

const STORAGE_KEY = 'shop-scroll-positions';

/**
 * Where the shopper was on an entry: the window's offset, and the card then at the top of the
 * screen with its distance from the window's top. Cards far below the first screen are laid out
 * at a guessed height until they come near (`content-visibility`, docs/decisions/301), so the
 * same cards may sit at another offset when the page is drawn again; the card does not move.
 */
type Place = { y: number; anchor?: string; nth?: number; offset?: number };

/** Places by history entry (location.key), kept for the tab's life across reloads. */
let positions: Record<string, Place> | undefined;

function savedPositions(): Record<string, Place> {
  if (!positions) {
    positions = {};
    try {
      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, Place | number>;
      for (const [key, place] of Object.entries(stored)) {
        positions[key] = typeof place === 'number' ? { y: place } : place;
      }
    } catch {
      // Nothing kept, or kept unreadably: every entry starts afresh.
    }
  }
  return positions;
}

const cardsOnPage = () => document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR_ATTRIBUTE}]`);

/** The place on screen now: the first card whose bottom is below the window's top, if one is on screen. */
function placeOnScreen(): Place {
  const y = window.scrollY;
  if (y === 0) return { y };
  const cards = cardsOnPage();
  // Cards follow each other down the page in the document's order: the first one still on
  // screen is found in a few reads of layout, not one per card.
  let low = 0;
  let high = cards.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cards[middle]?.getBoundingClientRect().bottom ?? 0) > 0) high = middle;
    else low = middle + 1;
  }
  const card = cards[low];
  const anchor = card?.getAttribute(SCROLL_ANCHOR_ATTRIBUTE);
  if (!card || !anchor) return { y };
  const offset = card.getBoundingClientRect().top;
  if (offset >= window.innerHeight) return { y };
  // The same product may be drawn twice on a page (a listing and a carousel): which of them.
  let nth = 0;
  for (let index = 0; index < low; index++) {
    if (cards[index]?.getAttribute(SCROLL_ANCHOR_ATTRIBUTE) === anchor) nth++;
  }
  return { y, anchor, nth, offset };
}

/** The window's offset that puts `place` back: its card where it was, once the card is drawn. */
function offsetOf(place: Place): number {
  if (place.anchor === undefined) return place.y;
  const matches = document.querySelectorAll(`[${SCROLL_ANCHOR_ATTRIBUTE}="${CSS.escape(place.anchor)}"]`);
  const card = matches[place.nth ?? 0] ?? matches[0];
  if (!card) return place.y;
  return Math.max(0, Math.round(card.getBoundingClientRect().top + window.scrollY - (place.offset ?? 0)));
}

/**
 * react-router calls the entry a document opens on 'default' when the browser's history entry
 * carries no key of its own (a link from a chat or a mail, an address typed in), so every page
 * opened anew in the tab shared one saved position: home opened from a link came up where the
 * listing opened before it had been scrolled to (docs/decisions/276). Called before the router
 * starts: the entry gets a key of its own, which the browser keeps with it across a reload and
 * Back and Forward, as it keeps the keys of the entries the router pushes.
 */
export function keyTheOpeningEntry(): void {
  const state: unknown = window.history.state;
  const known = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof known.key === 'string') return;
  window.history.replaceState({ ...known, key: Math.random().toString(36).slice(2, 10) }, '');
}

function scrollTarget(location: Location, popped: boolean, samePage: boolean): Place | Element | null {
  const saved = savedPositions()[location.key];
  if (popped && saved !== undefined) return saved;
  if (location.hash) {
    const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (element) return element;
  }
  // A filter or sort replaces the address of the page on screen: the shopper stays where they are.
  if (samePage) return null;
  return { y: 0 };
}

/**
 * The storefront's scroll restoration, as react-router's <ScrollRestoration> does it in its data
 * mode (which the storefront does not load, docs/decisions/178): back and forward return to
 * where the shopper was on that entry, even after a reload, also when the page draws its rows a
 * moment later; a new page starts at the top, or at its #anchor; replacing the address of the
 * same page (a filter, a sort) keeps the position; the page the app opens on is not moved.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<Location | null>(null);

  // The position of the entry on screen, kept as the shopper scrolls, so leaving it needs no
  // reading at a moment when the next page may already have changed the document's height.
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const keep = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const key = shown.current?.key;
        if (key) savedPositions()[key] = placeOnScreen();
      });
    };
    const store = () => {
      const key = shown.current?.key;
      if (key) savedPositions()[key] = placeOnScreen();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Private modes may refuse storage: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('scroll', keep, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', keep);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    // A place held for the entry before (the first screen the app took over) is not this one's.
    endScrollHold();
    const before = shown.current;
    shown.current = location;
    const samePage = navigationType === 'REPLACE' && before?.pathname === location.pathname;
    const target = scrollTarget(location, navigationType === 'POP', samePage);
    // The page the app opens on starts where the browser has it: at the top on a new visit, and
    // where the shopper has scrolled the first screen the server or the service worker wrote
    // before the app took over (decisions 165, 177). Only a saved position or an #anchor moves it.
    // The same page under a new address (a filter, a sort) is where the shopper is: Back to it
    // returns here even if they leave it without scrolling again.
    if (target === null) {
      savedPositions()[location.key] = placeOnScreen();
      return;
    }
    if (target instanceof Element) {
      target.scrollIntoView();
      return;
    }
    if (target.y === 0) {
      if (before !== null) window.scrollTo(0, 0);
      return;
    }
    // Its rows may come a moment later (ui/hold-scroll-position.ts); its card is found once drawn.
    return holdScrollPosition(() => offsetOf(target));
  }, [location, navigationType]);

  return null;
}
