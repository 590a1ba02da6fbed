export type IntegrationProvider = 'razorpay' | 'shiprocket' | 'smtp' | 'web-push';

/**
 * A provider (or its sandbox) answered with an error, or could not be reached. `status` is the
 * provider's HTTP status (0 when there was no answer); `code` and `details` are what it said.
 * Callers turn this into their own API error: it is the provider's failure, not the shopper's.
 */
export class IntegrationError extends Error {
  override readonly name = 'IntegrationError';

  constructor(
    readonly provider: IntegrationProvider,
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
