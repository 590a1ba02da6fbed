import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { handleNotFound } from '../../http/error-handler';
import { type ShellPolicyOptions, shellHeaders } from './shell-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files whose name stays the same across releases: the browser must ask every time. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

function cacheControlOf(file: string): string {
  const name = path.basename(file);
  if (ALWAYS_REVALIDATE.has(name) || name.startsWith('workbox-')) return REVALIDATE;
  if (file.split(path.sep).includes('assets')) return IMMUTABLE;
  return 'public, max-age=3600';
}

type WebEnv = { Variables: { servedFile: string } };

/**
 * The built PWA from dist/ (docs/decisions/009). Hashed files under /assets are cached for a
 * year; the shell, the service worker and the manifest are revalidated; any other GET that is
 * not a file gets index.html, and the client router decides (its own not-found page included).
 * Mounted last, after /api and /media, which never reach this. Every file carries the shell's
 * Content-Security-Policy and Permissions-Policy (shell-headers.ts, docs/decisions/151).
 */
export function webRoutes(webRoot: string, policy: ShellPolicyOptions) {
  const app = new Hono<WebEnv>();
  app.use('*', shellHeaders(policy));
  // serveStatic reports the file only after building its response, so the header is set here,
  // on the way out, from the file it served.
  const remember = (file: string, c: Context<WebEnv>) => {
    c.set('servedFile', file);
  };
  app.use('*', async (c, next) => {
    await next();
    const file = c.get('servedFile');
    if (file) c.res.headers.set('Cache-Control', cacheControlOf(file));
  });

  app.use('/assets/*', serveStatic({ root: webRoot, onFound: remember }));
  // A missing hashed asset is a 404, never the HTML shell that a browser would parse as script.
  app.get('/assets/*', handleNotFound);
  app.use('*', serveStatic({ root: webRoot, onFound: remember }));
  app.get('*', serveStatic({ root: webRoot, path: 'index.html', onFound: remember }));
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
