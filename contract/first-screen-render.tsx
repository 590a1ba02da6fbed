import { renderToString } from 'react-dom/server';
import type { FirstScreen } from './first-screen';
import { CONNECTED, type Connection } from './first-screen-connection';
import { WrittenFavourites } from './first-screen-heart';
import { ScreenContext } from './first-screen-link';
import { WrittenBag } from './first-screen-purchase';
import type { TopBarShopper } from './first-screen-top-bar';
import { FirstScreenView } from './first-screen-view';

const WRITTEN = { open: null, written: true };

/**
 * The element that closes the written first screen, and the head's tag that holds the browser's
 * first paint until it is parsed (`<link rel="expect" blocking="render">`). Without it, a paint
 * could fall between two parts of the HTML: the sort menu's `<details>` drawn before its `<summary>`
 * (the browser's own "Details", 72 px wide) then grown to 240 px, the top bar's links moved left as
 * the next one came: a layout shift of 0.006 in one first visit of the listing in three
 * (docs/decisions/371). The screen is a few kilobytes after the head: it comes in the same round trip.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
export const FIRST_SCREEN_EXPECTED = `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`;
const FIRST_SCREEN_END = `<span id="${FIRST_SCREEN_END_ID}" hidden></span>`;

/**
 * The shell (dist/index.html) with `screen` (renderFirstScreen's HTML) in #root and its head holding
 * the first paint until the screen is parsed; the shell as it is where nothing is written. The one
 * way the server (shell-html.ts) and the service worker (sw/first-screen.ts) write a screen in.
 */
export function withScreenWritten(shell: string, screen: string): string {
  if (!screen) return shell;
  return shell
    .replace('</head>', `${FIRST_SCREEN_EXPECTED}\n</head>`)
    .replace('<div id="root"></div>', `<div id="root">${screen}</div>`);
}

/**
 * The first screen as HTML for #root, rendered by React from the components the app draws
 * (docs/decisions/200): by the server on a first visit (server/modules/web/shell-html.ts) and by
 * the service worker from the mirror on a repeat visit (sw/first-screen.ts). React escapes every
 * text and attribute. Only they import this file: react-dom/server stays out of the app's bundle.
 * `connection`: what the worker knows when it answers (decision 305); the server answers online.
 */
export function renderFirstScreen(
  screen: FirstScreen,
  shopper: TopBarShopper,
  connection: Connection = CONNECTED,
): string {
  const view = renderToString(
    <ScreenContext value={WRITTEN}>
      <WrittenFavourites value={new Set(shopper.favourites)}>
        <WrittenBag value={new Map(shopper.bag?.map((line) => [line.productId, line.quantity]))}>
          <FirstScreenView screen={screen} shopper={shopper} connection={connection} />
        </WrittenBag>
      </WrittenFavourites>
    </ScreenContext>,
  );
  return `${view}${FIRST_SCREEN_END}`;
}
