import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { CachedAnswer, Encoding } from './cached-answer';

/** As hono's compress(): smaller bodies gain nothing from compression. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Public catalogue reads may sit in shared caches for a minute (docs/decisions/020). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** The best encoding the client accepts: brotli, else gzip (ties go to brotli), else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const quality = (encoding: Encoding) =>
    accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
  const br = quality('br');
  const gzip = quality('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/** If-None-Match by weak comparison: `*`, or any listed tag equal to ours once `W/` is set aside. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

/**
 * Sends a kept answer: 304 when the client holds it, else its bytes in the best encoding the
 * client accepts. Content-Encoding and Content-Length are set here, so hono's compress() leaves
 * the answer alone (it never compresses twice).
 */
export async function sendAnswer(c: Context, answer: CachedAnswer): Promise<Response> {
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
  c.header('ETag', answer.etag);
  c.header('Vary', 'Accept-Encoding');
  if (matchesEtag(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);

  const encoding =
    answer.json.length >= MIN_COMPRESSED_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : undefined;
  const body = encoding ? await answer.encoded(encoding) : answer.json;
  if (encoding) c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'application/json');
  c.header('Content-Length', String(body.length));
  return c.body(body, 200);
}
