/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { SAVE_CODE_MESSAGE, type SavedCode } from '../src/lib/offline-code-messages';
import { BAG_SYNC_TAG } from '../src/sync/shared/background-sync-messages';
import { isCatalogueRead, isPrivateAnswer, isPublicMedia, MEDIA_CACHE, savedVariantFor } from './cache-rules';
import { withFirstScreen } from './first-screen';
import { type BuildEntry, dropOldCode, LATER_CODE_CACHE, saveLaterCode, splitBuild } from './offline-code';
import { syncOutbox } from './outbox-sync';
import './push';

/**
 * The storefront's service worker (DESIGN.md, "The service worker"). What is not routed here
 * (auth, /api/admin/*, every non-GET, the bag, orders and return photos) goes to the network
 * untouched: admin data and private data never enter a service-worker cache.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (BuildEntry | string)[] };

const build = splitBuild(self.__WB_MANIFEST);
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The app shell: index.html, the styles, icons, and the scripts a first visit runs (the entry, the
// shell, the written pages). Old precaches are removed on activation. No directory index: '/' is
// not answered with the bare index.html here but by the navigation route below, which writes
// home's first screen from the mirror (decisions 200 and 268), so the installed app's start page
// opens offline with its top bar and bestsellers before any script.
precacheAndRoute(build.atInstall, { directoryIndex: '' });
cleanupOutdatedCaches();

// The rest of the storefront's code is saved when the page asks, once the shopper has settled on
// the shop (src/app/register-service-worker.ts, docs/decisions/339): at install, Chromium compiles
// every script put into the cache, most of them pages this shopper may never open. Saved files
// are answered from their cache like the precache's (the static route below finds them in any
// cache; without that API, this route); one not saved yet comes from the network and is kept.
const laterCode = new Set(build.later);
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && laterCode.has(url.pathname),
  new CacheFirst({ cacheName: LATER_CODE_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);
let saving: Promise<SavedCode> | undefined;
const saveCode = () => {
  saving ??= caches
    .open(LATER_CODE_CACHE)
    .then((cache) => saveLaterCode(cache, build.later))
    // The cache refused (storage full): nothing was saved, and the page asks again later.
    .catch((): SavedCode => ({ saved: 0, missing: build.later.length }))
    .finally(() => {
      saving = undefined;
    });
  return saving;
};
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.open(LATER_CODE_CACHE).then((cache) => dropOldCode(cache, build.later)));
});

/**
 * The hashed build files (scripts, styles, fonts under /assets/) are answered from the precache
 * by the browser itself, without running this worker's code for each of them (the ServiceWorker
 * Static Routing API; decision 321). The precache keeps each of them under its own address, so
 * the browser finds it as `precacheAndRoute` would; one it does not find goes to the network, as
 * `precacheAndRoute` would send it. A browser without the API goes on asking this worker.
 */
type StaticRoute = { condition: { urlPattern: URLPattern }; source: 'cache' };
self.addEventListener('install', (event) => {
  const routing = event as ExtendableEvent & { addRoutes?: (routes: StaticRoute[]) => Promise<void> };
  if (typeof routing.addRoutes !== 'function') return;
  event.waitUntil(
    routing
      .addRoutes([{ condition: { urlPattern: new URLPattern({ pathname: '/assets/*' }) }, source: 'cache' }])
      .catch((error: unknown) => console.warn('The build files keep coming through the worker:', error)),
  );
});

// The first worker takes charge of the open page at once, so what a shopper browses on the very
// first visit is cached too. Later versions still wait for the page to ask (SKIP_WAITING below).
clientsClaim();

// The back office's shell comes from the network while online: its headers differ from the
// storefront's (camera allowed for the packing desk's scanner, docs/decisions/151), and a cached
// copy would carry the storefront's. Offline, the cached shell shows the back office's
// "needs a connection" page as before.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
    { allowlist: [/^\/admin(\/|$)/] },
  ),
);

// Every client route opens the cached shell, so deep links work offline; a product page's shell
// carries the product's first screen from the mirror (first-screen.ts).
const cachedShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(async (options) => withFirstScreen(await cachedShell(options), options.url), {
    denylist: [
      /^\/api(\/|$)/,
      /^\/media(\/|$)/,
      /^\/sandbox(\/|$)/,
      /^\/healthz$/,
      /^\/sw\.js$/,
      /^\/manifest\.webmanifest$/,
    ],
  }),
);

/**
 * Answers the server marks private or no-store (the catalogue as an admin sees it, with
 * inactive products) never enter a cache: admin data stays off the device.
 */
const onlyPublicAnswers = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isPrivateAnswer(response.headers) ? null : response,
};

// Public catalogue reads. The page mirrors them into IndexedDB too; this cache covers a cold
// start whose IndexedDB was evicted.
registerRoute(
  ({ url, request }) => sameOrigin(url) && isCatalogueRead(url, request.method),
  new StaleWhileRevalidate({
    cacheName: 'catalogue-api',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      onlyPublicAnswers,
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * A picture asked for in a width this device never fetched, while the network fails (offline):
 * another saved width of the same picture (cache-rules.ts), so a search suggestion's thumbnail
 * shows the card's picture that was seen. Without one, the page's own placeholder shows.
 */
const otherSavedWidth = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const cache = await caches.open(MEDIA_CACHE);
    const saved = await cache.keys(request, { ignoreSearch: true, ignoreVary: true });
    const address = savedVariantFor(
      new URL(request.url),
      saved.map((entry) => entry.url),
    );
    return address ? cache.match(address, { ignoreVary: true }) : undefined;
  },
};

// Product images: immutable per URL, so cache-first with a bound on count and age. Return
// photos are private and never match (cache-rules.ts); a private answer is never kept either.
registerRoute(
  ({ url, request }) => sameOrigin(url) && isPublicMedia(url, request.method),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      onlyPublicAnswers,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      otherSavedWidth,
    ],
  }),
);

// Earlier versions kept return photos in the media cache for 30 days: a new version drops
// whatever that cache holds that is no longer public media.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(MEDIA_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (!isPublicMedia(new URL(request.url), 'GET')) await cache.delete(request);
      }
    }),
  );
});

// A new version waits until the page asks (the "Reload to update" prompt, src/app/update-store.ts);
// it is never activated on its own, so a shopper is not reloaded mid-checkout.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The answer goes back on the port workbox-window's messageSW sends with the message.
  if (type === SAVE_CODE_MESSAGE) event.waitUntil(saveCode().then((saved) => event.ports[0]?.postMessage(saved)));
});

// Background Sync (Chromium): the page asked to be woken when a send got no answer. With a shop
// page open the worker tells it to send (its engine shows what happens); with none, the worker
// sends the outbox itself, one sender at a time with the tabs (outbox-sync.ts, decision 215).
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BAG_SYNC_TAG) return;
  sync.waitUntil(syncOutbox(self));
});
