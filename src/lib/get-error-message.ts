import { ApiError } from '../api/api-error';

/**
 * The one way to turn anything thrown into a message for the shopper. A message the server
 * wrote wins; otherwise the caller's fallback (the spec's wording), else a generic sentence.
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.fromServer && error.message) return error.message;
    return fallback ?? error.message;
  }
  if (fallback) return fallback;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}
