import type { Context, MiddlewareHandler } from 'hono';
import { messages } from '../../contract/messages';
import { ApiError } from './api-error';
import { bodyFraming } from './body-framing';

/** application/json, or a structured JSON type such as application/merge-patch+json. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const MULTIPART_TYPE = 'multipart/form-data';
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The media type of the request, lower-cased, without parameters such as charset. */
export function mediaTypeOf(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isMultipart(c: Context): boolean {
  return mediaTypeOf(c) === MULTIPART_TYPE;
}

/**
 * Whether the request carries a body: its framing says so when it can (http/body-framing.ts),
 * without touching the body; otherwise the body is read (Hono keeps it for the route) within the
 * /api size limit, which runs before this.
 */
async function hasBody(c: Context): Promise<boolean> {
  const framing = bodyFraming(c);
  if (framing.kind === 'length') return framing.length > 0;
  if (framing.kind === 'none') return false;
  if (c.req.raw.body === null) return false;
  return (await c.req.arrayBuffer()).byteLength > 0;
}

/**
 * /api takes JSON, and multipart on the upload routes (which check for it themselves; a JSON
 * route refuses multipart in readJson). Any other body, text/plain or a form or no type at all,
 * is refused with 415 before a route sees it. Those are the types a page on another site may
 * send without a CORS preflight; requiring JSON puts a preflight, which this API never grants,
 * in front of every cross-origin change, behind the SameSite cookies (docs/decisions/152).
 * A request without a body may name any type.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (WITHOUT_BODY.has(c.req.method)) return next();
  const type = mediaTypeOf(c);
  if (JSON_TYPE.test(type) || type === MULTIPART_TYPE) return next();
  if (await hasBody(c)) throw new ApiError(415, messages.bodyNotJson);
  return next();
};
