import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { demoArtwork } from './demo-artwork';

/** Pictures: the demo catalogue's generated artwork and, later, uploaded images. Mounted at /media. */
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
