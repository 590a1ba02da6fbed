import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { listingParamsOf } from '../../../contract/catalogue';
import { type TopBarShopper, VISITOR } from '../../../contract/first-screen-top-bar';
import { paths } from '../../../contract/paths';
import type { Db } from '../../db/client';
import { handleNotFound } from '../../http/error-handler';
import { COOKIE_NAME } from '../../http/sessions';
import { type AnswerCache, createAnswerCache } from '../catalogue/answer-cache';
import { createVersionReader } from '../catalogue/catalogue-version';
import {
  bagContent,
  categoryContent,
  frameContent,
  homeContent,
  type PageContent,
  productContent,
  searchContent,
} from './page-content';
import { pagePreloads } from './page-preloads';
import { inlineScriptSources, type ShellPolicyOptions, shellHeaders } from './shell-headers';
import { renderShell } from './shell-html';
import { freshFile, keptBytes, loadStaticFiles, memoryFile, type StaticFile, sendStaticFile } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVICE_WORKER_PATH = '/sw.js';
const REVALIDATE = 'no-cache';
/** Files whose name stays the same across releases: the browser must ask every time. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** A file's Cache-Control by its URL path ('/assets/index-3f2a1b.js'). */
function cacheControlOf(urlPath: string): string {
  const name = path.posix.basename(urlPath);
  if (ALWAYS_REVALIDATE.has(name) || name.startsWith('workbox-')) return REVALIDATE;
  if (urlPath.split('/').includes('assets')) return IMMUTABLE;
  return 'public, max-age=3600';
}

type WebEnv = Record<string, never>;

/** What the pages written by the server need: the catalogue, and the shop's public address. */
export type ShellSite = { db: Db; publicUrl?: string };

/**
 * The shell with the page's head and first-screen catalogue written in. The built index.html is
 * read once (a release replaces the process). The written page is kept per catalogue version,
 * like the catalogue's own answers (docs/decisions/160): a visit reads the version, not the
 * products. If the catalogue cannot be read the plain shell is sent: the page then fetches as
 * usual, and the failure is logged.
 */
function pageRoute(
  webRoot: string,
  site: ShellSite,
  pages: WrittenPages,
  describe: (c: Context<WebEnv>) => Promise<PageContent>,
  /** What else than the path the page is written from (the search's query), part of its key. */
  keyOf: (c: Context<WebEnv>) => string = () => '',
) {
  let shell: Promise<string> | undefined;
  return async (c: Context<WebEnv>) => {
    shell ??= readFile(path.join(webRoot, 'index.html'), 'utf8');
    const html = await shell;
    c.header('Cache-Control', REVALIDATE);
    const origin = site.publicUrl ?? new URL(c.req.url).origin;
    let written: WrittenPage | undefined;
    try {
      const version = await pages.readVersion();
      // The top bar says 'Sign in' or 'Profile' (decision 200), so a page is kept for each.
      const shopper = shopperOf(c);
      const variant = shopper.signedIn ? '#signed-in' : '#visitor';
      written = await pages.cache.get(`${origin}${c.req.path}${keyOf(c)}${variant}`, version, async (count) => {
        const page = await describe(c);
        const preloads = pages.preloadsOf(page.appModules ?? [], html);
        const body = renderShell(html, page, c.req.path, origin, shopper, preloads);
        // Compressed once per catalogue version, not at each request (docs/decisions/287). The
        // top bar depends on the session cookie, so a cache in front of the shop must tell them apart.
        const file = await memoryFile(body, 'text/html; charset=UTF-8', REVALIDATE, ['Cookie']);
        count(keptBytes(file));
        return { file, status: page.status };
      });
    } catch (error) {
      console.error('Writing the catalogue into the page failed; sending the plain shell:', error);
    }
    return written ? sendStaticFile(c, written.file, written.status) : c.html(html);
  };
}

type WrittenPage = { file: StaticFile; status: 200 | 404 };

/** A request with the customer's session cookie is a signed-in shopper, whose bag lives on the device. */
const signedIn = (c: Context<WebEnv>) => Boolean(getCookie(c, COOKIE_NAME.customer));

/** The top bar the server writes: a visitor's empty bag, or a shopper's bag without a count it cannot know. */
function shopperOf(c: Context<WebEnv>): TopBarShopper {
  return signedIn(c) ? { signedIn: true, bagCount: null } : VISITOR;
}
type WrittenPages = {
  cache: AnswerCache<WrittenPage>;
  readVersion: () => Promise<number>;
  preloadsOf: ReturnType<typeof pagePreloads>;
};

/**
 * The built PWA from dist/ (docs/decisions/009). Hashed files under /assets are cached for a
 * year; the shell, the service worker and the manifest are revalidated; any other GET that is
 * not a file gets index.html, and the client router decides (its own not-found page included).
 * Mounted last, after /api and /media, which never reach this. `/`, `/store/:id` and
 * `/productpage/:num` get the shell with their head and catalogue written in (page-content.ts,
 * docs/decisions/165 and 166). Every file carries the shell's
 * Content-Security-Policy and Permissions-Policy (shell-headers.ts, docs/decisions/151).
 */
export function webRoutes(webRoot: string, policy: ShellPolicyOptions, site: ShellSite) {
  const app = new Hono<WebEnv>();
  const pages: WrittenPages = {
    cache: createAnswerCache(),
    readVersion: createVersionReader(site.db),
    preloadsOf: pagePreloads(webRoot),
  };
  // The built shell's inline script (written pages' answers, decision 367) is allowed by its hash.
  const builtShell = path.join(webRoot, 'index.html');
  const inlineScripts = existsSync(builtShell) ? inlineScriptSources(readFileSync(builtShell, 'utf8')) : [];
  app.use('*', shellHeaders({ ...policy, inlineScripts }));
  // Every file of dist/ from memory, with its build-time brotli and gzip copies (static-files.ts,
  // docs/decisions/197); read at the first request that needs one.
  let files: Promise<Map<string, StaticFile>> | undefined;
  const fileAt = async (urlPath: string) => {
    files ??= loadStaticFiles(webRoot, cacheControlOf);
    const all = await files;
    return urlPath === SERVICE_WORKER_PATH ? freshFile(all, webRoot, urlPath) : all.get(urlPath);
  };

  // The pages whose first screen is the catalogue: head and data written by the server. A
  // listing's first cards follow its ?type= and ?sort=, as the app's listing (a page for each).
  const listingOf = (c: Context<WebEnv>) => listingParamsOf(new URL(c.req.url).searchParams);
  app.get(
    paths.home.pattern,
    pageRoute(webRoot, site, pages, () => homeContent(site.db)),
  );
  app.get(
    paths.store.pattern,
    pageRoute(
      webRoot,
      site,
      pages,
      (c) => categoryContent(site.db, c.req.param('id') ?? '', listingOf(c)),
      (c) => {
        const { type, sort } = listingOf(c);
        return `?type=${encodeURIComponent(type)}&sort=${sort ?? ''}`;
      },
    ),
  );
  app.get(
    paths.product.pattern,
    pageRoute(webRoot, site, pages, (c) => productContent(site.db, c.req.param('num') ?? '')),
  );

  // The bag: its title, and a visitor's empty bag (no session cookie, so no bag to show).
  app.get(
    paths.cart.pattern,
    pageRoute(webRoot, site, pages, async (c) => bagContent(signedIn(c))),
  );
  // Search: the frame, and the shop's answer to the query (docs/decisions/291, 293), kept per query
  // as typed (the written field shows it so) in the same bounded cache as every written page.
  const queryOf = (c: Context<WebEnv>) => c.req.query('q') ?? '';
  app.get(
    paths.search.pattern,
    pageRoute(
      webRoot,
      site,
      pages,
      (c) => searchContent(site.db, queryOf(c), signedIn(c)),
      (c) => `?q=${encodeURIComponent(queryOf(c))}`,
    ),
  );
  // Favourites: the top bar and the title (docs/decisions/291).
  app.get(
    paths.favourites.pattern,
    pageRoute(webRoot, site, pages, async (c) => frameContent('favourites', signedIn(c))),
  );

  // Files are sent as their brotli or gzip copy made at build time (scripts/compress-assets.ts)
  // when the browser accepts it; compress() leaves an encoded answer alone.
  app.get('*', async (c, next) => {
    const file = await fileAt(c.req.path);
    return file ? sendStaticFile(c, file) : next();
  });
  // A missing hashed asset is a 404, never the HTML shell that a browser would parse as script.
  app.get('/assets/*', handleNotFound);
  app.get('*', async (c) => {
    const shell = await fileAt('/index.html');
    if (!shell) return handleNotFound(c);
    return sendStaticFile(c, shell);
  });
  return app;
}

/** Without a build, pages explain how to get one; the API keeps working. */
export function webNotBuiltRoutes() {
  const app = new Hono();
  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(
      '<!doctype html><title>Jutexx</title><p>The web app is not built. Run <code>npm run build</code> and restart the server; the API is running.</p>',
      503,
    );
  });
  return app;
}
