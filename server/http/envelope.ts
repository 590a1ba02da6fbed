import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiFailure, ApiSuccess } from '../../contract/envelope';

/**
 * A JSON answer, as `c.json()` writes it, but stating its Content-Length: hono's compress()
 * leaves an answer under its 1 KB threshold alone only when the length is known, and gzipping
 * the few hundred bytes of a bag or an error costs more than it saves (docs/decisions/161).
 */
export function sendJson(c: Context, body: unknown, status: ContentfulStatusCode) {
  return sendJsonText(c, JSON.stringify(body), status);
}

/** sendJson for an answer already written as JSON text (by the database, docs/decisions/196). */
export function sendJsonText(c: Context, text: string, status: ContentfulStatusCode) {
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}

/** A success envelope (contract/envelope.ts): `{ success: true, data }`. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  const body: ApiSuccess<T> = message === undefined ? { success: true, data } : { success: true, data, message };
  return sendJson(c, body, status);
}

export function failure(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  return sendJson(c, body, status);
}
