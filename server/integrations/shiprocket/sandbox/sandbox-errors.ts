import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ValidationErrors } from './validate-shipment-body';

/** Shiprocket's error body: a message, the status repeated, and field errors on a 422. */
export function shiprocketError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: ValidationErrors,
): Response {
  return c.json({ message, ...(errors ? { errors } : {}), status_code: status }, status);
}
