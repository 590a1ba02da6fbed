import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../contract/messages';
import { ApiError } from './api-error';
import { failure } from './envelope';

export const UNKNOWN_ERROR_MESSAGE = messages.unknownError;

/**
 * The app's one onError: expected errors (ApiError, Hono's HTTPException) become their status
 * and message; anything else is a bug, logged with its stack and answered with a plain 500 that
 * reveals nothing about the server.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return failure(c, error.status, error.message, error.errors);
  if (error instanceof HTTPException && error.status < 500) {
    return failure(c, error.status as ContentfulStatusCode, error.message || messages.invalidInput);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return failure(c, 500, UNKNOWN_ERROR_MESSAGE);
}

/** Unknown paths under /api (and anything not served as the web app) get a JSON 404. */
export function handleNotFound(c: Context) {
  return failure(c, 404, messages.notFound);
}
