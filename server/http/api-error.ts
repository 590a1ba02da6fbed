import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../contract/messages';

/**
 * The one error type routes and services throw for an expected outcome (bad input, not signed
 * in, not found, conflict...). The app's error handler turns it into the failure envelope and
 * does not log it: a 4xx is the client's business, not an incident.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badRequest(message: string, errors?: Record<string, string>): ApiError {
    return new ApiError(400, message, errors);
  }
  static notSignedIn(): ApiError {
    return new ApiError(401, messages.notSignedIn);
  }
  static forbidden(message: string = messages.notAdmin): ApiError {
    return new ApiError(403, message);
  }
  static notFound(message: string = messages.notFound): ApiError {
    return new ApiError(404, message);
  }
  static conflict(message: string): ApiError {
    return new ApiError(409, message);
  }
}
