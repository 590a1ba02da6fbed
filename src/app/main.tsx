import { StrictMode, startTransition } from 'react';
import { openDatabase } from '../data/db';
import { keepFirstAnswers } from '../data/live-query';
import { checkSession } from '../domains/account/check-session';
import { readFirstPaintData, seedFromPage } from '../domains/catalogue/seed-from-page';
import { primeFavouriteIds } from '../domains/favourites/favourite-ids';
import { primePendingCount } from '../sync/pending-count';
import { startSyncTriggers } from '../sync/sync-triggers';
import { holdFirstScreen, whenAppShown } from '../ui/first-screen';
import { App } from './app';
import { applyWrittenAnswers } from './apply-written-answers';
import { readRouteFirst } from './first-reads';
import { watchInstallPrompt } from './install-store';
import { keyTheOpeningEntry } from './layouts/scroll-restoration';
import { preloadNextPagesOnFirstMove } from './preload-next-pages';
// React DOM's client, its module-level errors made without a stack (react-dom-start/, decision 363).
import { createRoot } from './react-dom-start';
import { registerServiceWorker } from './register-service-worker';
import { preloadRoute } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The first render, in slices, so the page keeps answering taps meanwhile (decision 175). Where
 * the server (decision 165) or the service worker (decision 177) has written the first screen,
 * the shopper already sees the products, and the app renders out of sight beside that screen
 * until the page can draw its own (ui/first-screen.ts, decision 176). On an empty shell (search,
 * favourites, sign-in) it renders in place: rendered at once it was one task of 539 ms of
 * Lighthouse's blocking time on /favourites (decision 264).
 */
function render(element: HTMLElement, screenWritten: boolean) {
  const tree = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!screenWritten) {
    const app = createRoot(element);
    startTransition(() => app.render(tree));
    return;
  }
  // Out of sight but laid out (`fs-app-arriving`, contract/first-screen-styles.ts: no height,
  // invisible, clipped): the browser styles and lays out the app's page in the frame after its
  // commit, and the swap's frame (first-screen.ts) does the rest; `hidden` still says it is not
  // the page on screen (docs/decisions/382).
  const container = document.createElement('div');
  container.hidden = true;
  container.className = 'fs-app-arriving';
  element.append(container);
  holdFirstScreen(() => {
    for (const child of [...element.children]) if (child !== container) child.remove();
    container.hidden = false;
    container.removeAttribute('class');
  });
  const app = createRoot(container);
  startTransition(() => app.render(tree));
}

/**
 * The app's start, in a task after the one that evaluated the shell's modules (React DOM, Mantine,
 * the router, the app's modules): run at the end of that evaluation, its reads of the page, route
 * matching and the database's opening made it the longest task of a first visit after the first
 * paint. Split, that task's own CPU at full speed went 15.7 → 10.9 ms on home and 15.9 → 8.9 ms
 * on the listing (medians of 14 first visits), and the blocking time that CPU makes at the
 * calibration (8.7×) 257 → 185 ms and 271 → 231 ms (docs/decisions/373).
 */
function start(root: HTMLElement): void {
  keyTheOpeningEntry();

  // Dexie's code, fetched beside the shell by the page's preloads and evaluated here, in a task
  // after the shell's (docs/decisions/378): nothing reads the mirror before it is open
  // (docs/decisions/178).
  const database = openDatabase();

  // Once per load, outside React: the shopper's session check (spec 000 s4; not on the back
  // office, which keeps no data on the device) and the sync, once the database is open.
  // In a task of their own after Dexie's code has run: the first read of the token's storage and
  // the sync's listeners made the task that evaluated Dexie some 60 ms longer at 6× CPU, all of it
  // blocking time, for work the first render does not wait for (docs/decisions/288).
  if (!window.location.pathname.toLowerCase().startsWith('/admin')) {
    database.then(
      () =>
        setTimeout(() => {
          // Hearts and adds tapped on the written first screen before the app (decisions 367, 368)
          // where the device did not know the shopper yet: stored once the session check says who.
          void checkSession().then(() => applyWrittenAnswers());
          startSyncTriggers();
        }, 0),
      () => undefined, // boot.ts says the shop could not load
    );
  }

  // Before the first render, side by side: the catalogue the server wrote into the page goes into
  // Dexie, so the first render shows real products without a request (docs/decisions/165), and
  // the opened page's code arrives, so the first render draws that page, not a spinner. If
  // IndexedDB refuses, the page renders anyway and fetches as usual; if the code cannot be fetched,
  // the page's own loading and error views take over.
  const firstPaint = readFirstPaintData(document);
  const { pathname, search } = window.location;
  void Promise.all([
    database
      .then((db) =>
        firstPaint
          ? seedFromPage(db, firstPaint).catch((error: unknown) =>
              console.warn('Keeping the catalogue written into the page failed:', error),
            )
          : undefined,
      )
      // Hearts and adds tapped on the written first screen before the app (decisions 367, 368),
      // stored where the device knows the shopper before what the page reads first, so its first
      // render shows them (nothing read but the tab's storage when none were tapped).
      .then(() => applyWrittenAnswers())
      .then(() =>
        // Then what the page reads first, so its first render has it (decision 176), the
        // shopper's favourites, which every card's heart shows (decision 260), and the changes
        // waiting to be sent, which the banner at the top of the top bar counts (decision 308); if
        // IndexedDB refuses, the page reads as usual after it renders.
        Promise.all([
          readRouteFirst(pathname, search).then(keepFirstAnswers),
          primeFavouriteIds(),
          primePendingCount(),
        ]).catch((error: unknown) => console.warn("Reading the page's data first failed:", error)),
      ),
    preloadRoute(pathname).catch(() => undefined),
    // The first screen is in #root when the server wrote it, or the service worker from the mirror
    // (sw/first-screen.ts, decision 177).
  ])
    .then(
      () => {
        render(root, root.childElementCount > 0);
        // A heart or an add tapped while the app drew its page out of sight (decisions 367, 368).
        whenAppShown(() => void applyWrittenAnswers());
      },
      () => undefined, // only the database's code can fail here: boot.ts reports it
    )
    // The service worker once the app has started (the first render held or drawn, so the
    // registration waits for it: docs/decisions/372).
    .finally(() => void registerServiceWorker());
  watchInstallPrompt();
  preloadNextPagesOnFirstMove();
}

setTimeout(() => start(root), 0);
