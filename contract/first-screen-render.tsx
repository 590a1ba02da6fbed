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
  return renderToString(
    <ScreenContext value={WRITTEN}>
      <WrittenFavourites value={new Set(shopper.favourites)}>
        <WrittenBag value={new Map(shopper.bag?.map((line) => [line.productId, line.quantity]))}>
          <FirstScreenView screen={screen} shopper={shopper} connection={connection} />
        </WrittenBag>
      </WrittenFavourites>
    </ScreenContext>,
  );
}
