import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ApiSuccess } from '../../../contract/envelope';
import type { CountBytes } from './answer-cache';

export type Encoding = 'br' | 'gzip';

/**
 * A public catalogue answer built once: the success envelope serialized exactly as `ok()`
 * writes it, its ETag, and its compressed forms, each made the first time a client accepts it.
 */
export type CachedAnswer = {
  /** Its own ArrayBuffer (TextEncoder), not a slice of Buffer's shared pool. */
  readonly json: Uint8Array<ArrayBuffer>;
  /** Weak: one tag for the plain, gzip and brotli bodies of the same JSON. */
  readonly etag: string;
  encoded(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>>;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Node's async zlib calls run on libuv's thread pool, so compressing a large listing never
 * blocks the requests being served. Brotli quality 5 is within about 10% of quality 11's size
 * on these answers at a small fraction of its time; every stock change rebuilds them.
 */
function compress(json: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(json, { level: 9 });
  return brotliAsync(json, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

export function buildAnswer<T>(data: T, count: CountBytes = () => {}): CachedAnswer {
  const envelope: ApiSuccess<T> = { success: true, data };
  const json = new TextEncoder().encode(JSON.stringify(envelope));
  count(json.length);
  const etag = `W/"${createHash('sha256').update(json).digest('base64url')}"`;
  const forms = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();
  return {
    json,
    etag,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form = compress(json, encoding).then(
          (body) => {
            count(body.length);
            // A copy of its own: a small Buffer may be a slice of Node's shared pool, which a
            // kept answer would otherwise hold on to whole.
            return new Uint8Array(body);
          },
          (error: unknown) => {
            // Not kept: the next request tries again.
            forms.delete(encoding);
            throw error;
          },
        );
        forms.set(encoding, form);
      }
      return form;
    },
  };
}
