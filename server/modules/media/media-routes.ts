import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { demoArtwork } from './demo-artwork';

/** Pictures: the demo catalogue's generated artwork and uploaded product images. Mounted at /media. */
export function mediaRoutes(options: { uploadsDir: string | null }) {
  const app = new Hono<AppEnv>();

  app.get('/demo/:file', (c) => {
    const file = c.req.param('file');
    const svg = file.endsWith('.svg') ? demoArtwork(file.slice(0, -'.svg'.length)) : undefined;
    if (!svg) throw ApiError.notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg);
  });

  // main creates DATA_DIR/uploads at start; without it (tests) there is nothing to serve.
  const { uploadsDir } = options;
  if (uploadsDir && existsSync(uploadsDir)) {
    // Return photos are private (docs/decisions/147): only GET /api/orders/return-photo/:id
    // serves them, to their shopper and to staff. serveStatic refuses %-escapes, dot segments
    // and doubled slashes, so this literal prefix (any case, for case-insensitive disks) is
    // the only way a request could name that folder.
    app.use('/uploads/*', async (c, next) => {
      if (/^\/media\/uploads\/returns(\/|$)/i.test(c.req.path)) throw ApiError.notFound();
      await next();
    });
    app.use(
      '/uploads/*',
      serveStatic({
        root: uploadsDir,
        rewriteRequestPath: (path) => path.replace(/^\/media\/uploads/, ''),
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400'),
      }),
    );
  }

  return app;
}
