import { type Context, Hono } from 'hono';
import type { ImageWidth } from '../../../contract/image-variants';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { demoArtwork } from './demo-artwork';
import { createVariantCache, formatFor, type ImageVariant, requestedWidth, resizeImage } from './image-variants';
import { isContentHashed } from './media-keys';
import { isMediaKey, type MediaStore } from './media-store';

/**
 * A name that carries a hash of its bytes never changes content, so browsers and proxies may keep
 * it for a year without asking again. Older uploads (`1-800.webp`) are kept a day.
 */
function cacheControlOf(key: string): string {
  return isContentHashed(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

/**
 * `?w=` asked for one of the page widths: the picture at that width in the format the browser
 * takes best (AVIF, WebP), made once per name, width and format when the name's bytes never
 * change (`keep`), else made each time.
 */
async function sendVariant(
  c: Context<AppEnv>,
  width: ImageWidth,
  source: { name: string; bytes: () => Buffer; keep: boolean },
  variants: ReturnType<typeof createVariantCache>,
) {
  const format = formatFor(c.req.header('Accept'));
  const make = () => resizeImage(source.bytes(), width, format);
  const variant: ImageVariant = source.keep ? await variants(`${source.name}|${width}|${format}`, make) : await make();
  c.header('Content-Type', variant.contentType);
  c.header('Content-Length', String(variant.bytes.length));
  c.header('Vary', 'Accept');
  return c.body(new Uint8Array(variant.bytes));
}

/**
 * Pictures: the demo catalogue's generated artwork, and uploaded product images as stored or, with
 * `?w=`, resized and re-encoded (contract/image-variants.ts). Mounted at /media.
 */
export function mediaRoutes(options: { media: MediaStore | null }) {
  const app = new Hono<AppEnv>();
  const variants = createVariantCache();

  // Vector artwork of about 2 KB: it is sharp at every size, and a raster of it would be larger.
  app.get('/demo/:file', (c) => {
    const file = c.req.param('file');
    const svg = file.endsWith('.svg') ? demoArtwork(file.slice(0, -'.svg'.length)) : undefined;
    if (!svg) throw ApiError.notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg);
  });

  // Product images from the media store (files or the database). Return photos share the store
  // but are private (docs/decisions/147): only GET /api/orders/return-photo/:id serves them, so
  // this public route serves the products/ folder and nothing else.
  const { media } = options;
  if (media) {
    app.get('/uploads/*', async (c) => {
      const key = c.req.path.slice('/media/uploads/'.length);
      if (!key.startsWith('products/') || !isMediaKey(key)) throw ApiError.notFound();
      const found = await media.get(key);
      if (!found) throw ApiError.notFound();
      c.header('Cache-Control', cacheControlOf(key));
      const width = requestedWidth(c.req.query('w'));
      if (width) {
        const source = { name: key, bytes: () => found.bytes, keep: isContentHashed(key) };
        return sendVariant(c, width, source, variants);
      }
      c.header('Content-Type', found.contentType);
      c.header('Content-Length', String(found.size));
      return c.body(new Uint8Array(found.bytes));
    });
  }

  return app;
}
