import type { Context } from 'hono';

/**
 * How a request says its body is framed, read from its headers alone: touching `c.req.raw.body`
 * makes @hono/node-server build a whole WHATWG Request (an AbortController and web streams) for
 * the request, the costliest thing a small POST does (decisions 265, 266, 279).
 * - 'length': Content-Length given (and no chunks); `length` is its value;
 * - 'none': over HTTP/1.1, neither Content-Length nor Transfer-Encoding, which means no body at
 *   all (RFC 9112, 6.3), as the bag's remove and every POST without a body are sent;
 * - 'unknown': chunked, or a request not from Node's HTTP/1.1 server (HTTP/2, `app.request` in
 *   tests): only reading the body tells.
 */
export type BodyFraming = { kind: 'length'; length: number } | { kind: 'none' } | { kind: 'unknown' };

export function bodyFraming(c: Context): BodyFraming {
  const length = c.req.header('content-length');
  const chunked = c.req.header('transfer-encoding') !== undefined;
  if (length !== undefined && !chunked) return { kind: 'length', length: Number(length) };
  if (length === undefined && !chunked && overHttp1(c)) return { kind: 'none' };
  return { kind: 'unknown' };
}

/**
 * Whether the request came over HTTP/1.x from Node's own server (@hono/node-server hands its
 * IncomingMessage over as `c.env.incoming`); false for anything else, such as `app.request`.
 */
function overHttp1(c: Context): boolean {
  const env = c.env as { incoming?: { httpVersionMajor?: unknown } } | undefined;
  return env?.incoming?.httpVersionMajor === 1;
}
