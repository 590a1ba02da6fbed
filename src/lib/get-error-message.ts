import { ApiError } from '../api/api-error';
import { connectionMessage } from './connection-messages';

/**
 * The one way to turn anything thrown into a message for the shopper. No answer at all (offline,
 * timed out) says so, whatever the caller's fallback: a spec fallback such as 'Login failed.
 * Please check your credentials' would blame the shopper for a network problem. Otherwise a
 * message the server wrote wins; then the caller's fallback (the spec's wording), else a generic
 * sentence.
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  const noAnswer = connectionMessage(error);
  if (noAnswer) return noAnswer;
  if (error instanceof ApiError) {
    if (error.fromServer && error.message) return error.message;
    return fallback ?? error.message;
  }
  if (fallback) return fallback;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}
