import { isStoreCategoryId, type ListingColumns, listingParamsOf } from '../contract/catalogue';
import { collectionKeys } from '../contract/collection-keys';
import { SERVER_HEAD_ATTRIBUTE } from '../contract/first-paint';
import { type FirstScreen, firstListingPositions, firstScreens } from '../contract/first-screen';
import type { Connection } from '../contract/first-screen-connection';
import { renderFirstScreen, withScreenWritten } from '../contract/first-screen-render';
import { type TopBarShopper, VISITOR } from '../contract/first-screen-top-bar';
import { escapeHtml } from '../contract/html-escape';
import type { MirroredProduct } from '../contract/mirrored-product';
import { categoryMeta, HOME_META, productMeta } from '../contract/page-meta';
import { pageTitle } from '../contract/page-title';
import {
  type MirroredListingStart,
  openMirror,
  readMirroredList,
  readMirroredListing,
  readMirroredPending,
  readMirroredProduct,
  readMirroredShopper,
} from '../src/lib/mirror-database';

/**
 * The first screen of home, a listing or a product page, written by the service worker into the
 * shell it serves, from the catalogue mirrored on the device (docs/decisions/177). On a repeat
 * visit, online or not, the shopper sees real products as soon as the HTML is parsed, as the
 * server writes them on a first visit (decision 165), instead of after the scripts have run and
 * read IndexedDB. The page then holds that screen until it can draw its own (src/ui/first-screen.ts).
 * The screen is React's rendering of the app's own top bar and cards (decision 200), for the
 * mirrored shopper: 'Profile' and the bag's count, or 'Sign in'.
 */

/** What the worker reads from the mirror (src/lib/mirror-database.ts); tests give their own. */
export type MirrorReader = {
  product: (key: string) => Promise<MirroredProduct | null | undefined>;
  list: (
    key: string,
    enough: (products: MirroredProduct[]) => boolean,
    batch: number,
  ) => Promise<MirroredProduct[] | undefined>;
  /** A listing's cards at the positions `pick` chooses from its columns, and all its products' categories. */
  listing: (key: string, pick: (columns: ListingColumns) => number[]) => Promise<MirroredListingStart | undefined>;
  shopper: () => Promise<TopBarShopper>;
  /** How many of the shopper's changes wait to be sent. */
  pending: () => Promise<number>;
};

/** A page's title and first screen, who the top bar is for, and what the banner above it says. */
export type WrittenPage = { title: string; screen: FirstScreen; shopper: TopBarShopper; connection: Connection };

const PRODUCT_PAGE = /^\/productpage\/([^/]+)\/?$/i;
const LISTING = /^\/store\/([^/]+)\/?$/i;
/** Home's bestsellers are the first featured products of all products: read in batches until found. */
const HOME_BATCH = 48;

function segment(pattern: RegExp, pathname: string): string | null {
  const found = pattern.exec(pathname)?.[1];
  if (!found) return null;
  try {
    return decodeURIComponent(found);
  } catch {
    return null;
  }
}

/**
 * The title and first screen of the page at `url` from the mirror (a listing's ?type= and ?sort=
 * included), or null (nothing to write). `online` is the browser's word when the worker answers:
 * offline, the page carries the banner the app draws above its top bar (docs/decisions/305).
 */
export async function firstScreenOf(url: URL, mirror: MirrorReader, online = true): Promise<WrittenPage | null> {
  const page = await pageOf(url, mirror);
  if (!page) return null;
  const [shopper, pending] = await Promise.all([mirror.shopper(), mirror.pending()]);
  return { ...page, shopper, connection: { online, pending } };
}

async function pageOf(url: URL, mirror: MirrorReader): Promise<Pick<WrittenPage, 'title' | 'screen'> | null> {
  const { pathname } = url;
  if (pathname === '/') {
    const all = await mirror.list(collectionKeys.allProducts(), firstScreens.homeComplete, HOME_BATCH);
    const screen = all && firstScreens.home(all);
    return screen?.products.length ? { title: pageTitle(HOME_META.title), screen } : null;
  }
  const category = segment(LISTING, pathname);
  if (category && isStoreCategoryId(category)) {
    // The cards the listing shows for the address's ?type= and ?sort=, read as the app reads them.
    const params = listingParamsOf(url.searchParams);
    const listing = await mirror.listing(collectionKeys.category(category), (columns) =>
      firstListingPositions(columns, params),
    );
    return listing?.products.length
      ? {
          title: pageTitle(categoryMeta(category).title),
          screen: firstScreens.category(category, listing.products, listing.categories, params),
        }
      : null;
  }
  const key = segment(PRODUCT_PAGE, pathname);
  const product = key ? await mirror.product(key) : null;
  return product ? { title: pageTitle(productMeta(product).title), screen: firstScreens.product(product) } : null;
}

/** The shell with the page's title and first screen written in, as the server writes them. */
export function writeIntoShell(shell: string, page: WrittenPage): string {
  const titled = shell.replace(
    /<title>[^<]*<\/title>/,
    `<title ${SERVER_HEAD_ATTRIBUTE}>${escapeHtml(page.title)}</title>`,
  );
  return withScreenWritten(titled, renderFirstScreen(page.screen, page.shopper, page.connection));
}

/**
 * How long the shell waits for the mirror before it is served as it is. The plain shell is not
 * faster for the shopper: the app must still load its scripts and open the same database before it
 * draws anything, which on a 2-core machine took 720–1,080 ms from the navigation (an offline
 * bag, which the worker does not write), while the written home was answered in 35–55 ms by a
 * running worker and 100–160 ms by one started for the navigation. Under load both grow alike; a
 * machine running the browser tests beside the shop once took over 250 ms for the worker's first
 * read, and the shopper then waited for the app instead (docs/decisions/315).
 */
const MIRROR_WAIT_MS = 600;

let connection: Promise<IDBDatabase | null> | null = null;

/** One connection, kept while the worker lives; opened again after the page upgraded the database. */
function mirrorConnection(): Promise<IDBDatabase | null> {
  connection ??= openMirror().then((database) => {
    if (!database) connection = null;
    database?.addEventListener('close', () => (connection = null));
    database?.addEventListener('versionchange', () => (connection = null));
    return database;
  });
  return connection;
}

/** The device's mirror; a closed or missing database reads as empty. */
const deviceMirror: MirrorReader = {
  product: async (key) => {
    const database = await mirrorConnection();
    return database ? readMirroredProduct(database, key) : undefined;
  },
  list: async (key, enough, batch) => {
    const database = await mirrorConnection();
    return database ? readMirroredList(database, key, enough, batch) : undefined;
  },
  listing: async (key, pick) => {
    const database = await mirrorConnection();
    return database ? readMirroredListing(database, key, pick) : undefined;
  },
  shopper: async () => {
    const database = await mirrorConnection();
    return database ? readMirroredShopper(database) : VISITOR;
  },
  pending: async () => {
    const database = await mirrorConnection();
    return database ? readMirroredPending(database) : 0;
  },
};

/**
 * The shell for a navigation to `url`: with the page's first screen when the mirror holds what
 * it shows, else unchanged. Never waits more than MIRROR_WAIT_MS for the mirror, and never fails
 * because of it (a failed read drops the kept connection, so the next one opens afresh).
 */
export async function withFirstScreen(
  shell: Response,
  url: URL,
  mirror: MirrorReader = deviceMirror,
  online: boolean = globalThis.navigator?.onLine ?? true,
): Promise<Response> {
  if (!shell.ok) return shell;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const page = await Promise.race([
    firstScreenOf(url, mirror, online).catch(() => {
      if (mirror === deviceMirror) connection = null;
      return null;
    }),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), MIRROR_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!page) return shell;
  const headers = new Headers(shell.headers);
  headers.delete('Content-Length');
  return new Response(writeIntoShell(await shell.text(), page), {
    status: shell.status,
    statusText: shell.statusText,
    headers,
  });
}
