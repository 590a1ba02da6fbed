import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RazorpayErrorBody } from '../payment-gateway';

/** Razorpay's error shape, so the one client reads sandbox and real errors alike. */
export function razorpayError(c: Context, status: ContentfulStatusCode, description: string, field?: string): Response {
  const body: RazorpayErrorBody = {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: status === 401 ? 'NA' : 'business',
      step: status === 401 ? 'NA' : 'payment_initiation',
      reason: status === 401 ? 'NA' : 'input_validation_failed',
      metadata: {},
      ...(field === undefined ? {} : { field }),
    },
  };
  return c.json(body, status);
}
