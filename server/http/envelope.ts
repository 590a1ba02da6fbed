import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiFailure, ApiSuccess } from '../../contract/envelope';

/** A success envelope (contract/envelope.ts): `{ success: true, data }`. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200, message?: string) {
  const body: ApiSuccess<T> = message === undefined ? { success: true, data } : { success: true, data, message };
  return c.json(body, status);
}

export function failure(c: Context, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  return c.json(body, status);
}
