/**
 * The one typed error of the API client. `status` is the HTTP status, or 0 when no response
 * arrived (offline, DNS, timeout). `fromServer` tells whether `message` is the server's own
 * wording (the envelope's `message`), which screens show as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fromServer: boolean;
  /** Field name → the server's validation message (the envelope's `errors`). */
  readonly fieldErrors: Record<string, string>;
  readonly kind: 'http' | 'network' | 'timeout' | 'invalid-response';
  /**
   * A request with no answer that may still have reached the shop: the browser said it was online
   * when it was sent, so the connection may have dropped on the answer's way back. False when the
   * browser was offline: the request never left the device.
   */
  readonly maybeSent: boolean;

  constructor(options: {
    message: string;
    status: number;
    kind: ApiError['kind'];
    maybeSent?: boolean;
    fromServer?: boolean;
    fieldErrors?: Record<string, string>;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.kind = options.kind;
    this.maybeSent = options.maybeSent ?? false;
    this.fromServer = options.fromServer ?? false;
    this.fieldErrors = options.fieldErrors ?? {};
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The answer may have been lost or may be on its way: no answer, a timeout, or a server error.
 * The server may have done what was asked (made the order, the account), so the client finds out
 * before saying anything; a refusal (4xx) is the server's word and is shown as it is.
 */
export function answerMaybeLost(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
