import { type Context, Hono } from 'hono';
import { type ImageWidth, LARGEST_IMAGE_WIDTH } from '../../../contract/image-variants';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { ARTWORK_SIZE, type ArtworkLayers, demoArtworkLayers } from './demo-artwork';
import {
  createVariantCache,
  formatFor,
  type ImageFormat,
  type ImageVariant,
  type Pixels,
  rasterizeSvgOver,
  requestedWidth,
  resizeImage,
  svgPixels,
} from './image-variants';
import { isContentHashed } from './media-keys';
import { isMediaKey, type MediaStore } from './media-store';

/**
 * A name that carries a hash of its bytes never changes content, so browsers and proxies may keep
 * it for a year without asking again. Older uploads (`1-800.webp`) are kept a day.
 */
function cacheControlOf(key: string): string {
  return isContentHashed(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

/** A picture made here (a variant or a drawing), with its type and length. */
function sendPicture(c: Context<AppEnv>, picture: ImageVariant) {
  c.header('Content-Type', picture.contentType);
  c.header('Content-Length', String(picture.bytes.length));
  return c.body(new Uint8Array(picture.bytes));
}

/**
 * A picture at one of the page widths in the format the browser takes best (AVIF, WebP), made
 * once per name, width and format when the name's bytes never change (`keep`), else made each time.
 */
async function sendVariant(
  c: Context<AppEnv>,
  source: { name: string; width: ImageWidth; keep: boolean; make: (format: ImageFormat) => Promise<ImageVariant> },
  variants: ReturnType<typeof createVariantCache>,
) {
  const format = formatFor(c.req.header('Accept'));
  const make = () => source.make(format);
  const variant = source.keep ? await variants(`${source.name}|${source.width}|${format}`, make) : await make();
  c.header('Vary', 'Accept');
  return sendPicture(c, variant);
}

/**
 * Pictures: the demo catalogue's generated artwork, and uploaded product images as stored or, with
 * `?w=`, resized and re-encoded (contract/image-variants.ts). Mounted at /media.
 */
export function mediaRoutes(options: { media: MediaStore | null }) {
  const app = new Hono<AppEnv>();
  const variants = createVariantCache();

  // The demo products' pictures (docs/decisions/348): drawn as a shop's photographs are sent, a
  // raster at the width asked (`?w=`, in the format the browser takes best) or 800 px WebP, made
  // once and kept, since the main thread lays out every SVG picture as a document of its own. The
  // SVG itself stays for rows seeded before (`…-1.svg`), which still name it.
  // The woven background is the same under every product's picture of a kind: drawn once per width
  // and kept (two kinds, four widths: 10.7 MB at most), each picture draws only its product over
  // it (docs/decisions/383).
  const backgrounds = new Map<string, Promise<Pixels>>();
  const backgroundOf = (layers: ArtworkLayers, width: ImageWidth) => {
    const key = `${layers.background}|${width}`;
    let pixels = backgrounds.get(key);
    if (!pixels) {
      pixels = svgPixels(layers.backgroundSvg, ARTWORK_SIZE, width);
      pixels.catch(() => backgrounds.delete(key)); // drawn again at the next ask
      backgrounds.set(key, pixels);
    }
    return pixels;
  };
  app.get('/demo/:file', async (c) => {
    const file = c.req.param('file');
    const [name, extension] = file.split(/\.(?=[a-z]+$)/);
    const layers = name && (extension === 'webp' || extension === 'svg') ? demoArtworkLayers(name) : undefined;
    if (!layers) throw ApiError.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    if (extension === 'svg') {
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(layers.svg);
    }
    const asked = requestedWidth(c.req.query('w'));
    const width = asked ?? LARGEST_IMAGE_WIDTH;
    const draw = async (format: ImageFormat) =>
      rasterizeSvgOver(await backgroundOf(layers, width), layers.productSvg, ARTWORK_SIZE, width, format);
    if (asked) return sendVariant(c, { name: file, width, keep: true, make: draw }, variants);
    return sendPicture(c, await variants(`${file}|${width}|webp`, () => draw('webp')));
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
        const make = (format: ImageFormat) => resizeImage(found.bytes, width, format);
        return sendVariant(c, { name: key, width, keep: isContentHashed(key), make }, variants);
      }
      c.header('Content-Type', found.contentType);
      c.header('Content-Length', String(found.size));
      return c.body(new Uint8Array(found.bytes));
    });
  }

  return app;
}
