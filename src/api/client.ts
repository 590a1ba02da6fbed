import type { KyInstance, Options } from 'ky';
import type { ApiEnvelope } from '../../contract/envelope';
import { messages } from '../../contract/messages';
import { ApiError } from './api-error';
import { getAdminToken, getCustomerToken } from './tokens';

/**
 * The one API client (DESIGN.md): base '/api', cookies sent, the envelope unwrapped, every
 * failure an ApiError. Each client carries one credential, chosen by whoever creates it: `api`
 * sends the shopper's bearer token, `adminApi` the admin's (read at send time, so a sign-in
 * takes effect at once); a request that sets its own Authorization header keeps it. JSON,
 * multipart bodies, file downloads and event streams all go through here
 * (docs/decisions/172-one-api-client.md). Retries are the caller's business: the catalogue sync
 * retries once (spec 001 section 9), writes are never retried blindly.
 */
export type ApiClientOptions = {
  /** The bearer token this client sends, or null for none. */
  token: () => string | null;
  /** Resolves '/api' against this; the browser's own origin when absent. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Where every API path lives; callers pass the path under it (src/api/call.ts builds it from the declarations). */
const API_BASE = '/api';

export type ApiResult<T> = { data: T; message?: string };

/**
 * How long a page's read waits for its answer. A slow answer is not a failure: the page says
 * "Still loading: slow connection" after a few seconds and offers Try again beside the request,
 * which stays alive so its answer is shown when it comes (docs/decisions/195). Other calls keep
 * the client's 15 s.
 */
export const PAGE_READ_TIMEOUT_MS = 60_000;

export type ApiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Like post, but keeps the envelope's message for screens that show it. */
  postWithMessage<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  /** POST a multipart form (a photo, product images); the envelope unwrapped like post. */
  postForm<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
  /** GET a file (an invoice PDF): the body as a Blob, failures as ApiError like every call. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
  /**
   * POST a multipart form reporting the bytes sent as they go, then the answer's text as it
   * arrives (an event stream); resolves when the answer ends. XMLHttpRequest, because fetch
   * reports no upload progress over HTTP/1.1 (docs/decisions/205).
   */
  postFormWithProgress(path: string, form: FormData, progress: FormProgress): Promise<void>;
};

export type FormProgress = {
  /** Bytes of the form sent so far, of all. */
  onSent(sent: number, total: number): void;
  /** The answer's text received so far (grows; an event stream is parsed as it comes). */
  onText(textSoFar: string): void;
};

export type RequestOptions = Pick<Options, 'searchParams' | 'timeout' | 'signal' | 'headers'>;

/** The path under /api/ of a URL the server handed out ('/api/orders/invoice/…', absolute or not). */
export function apiPathOf(url: string): string {
  return url.replace(/^(https?:\/\/[^/]+)?\/api\//, '');
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/**
 * The error for a refused request (a status outside 2xx): the failure envelope's message and
 * field errors in the server's words, or "Request failed (status)" when the body is not one.
 * The one reading of a refusal, for ky's answers and the upload's XMLHttpRequest alike.
 */
function refusal(body: unknown, status: number, cause?: unknown): ApiError {
  if (isEnvelope(body) && !body.success) {
    return new ApiError({
      message: body.message,
      status,
      kind: 'http',
      fromServer: Boolean(body.message),
      fieldErrors: body.errors,
      cause,
    });
  }
  return new ApiError({ message: `Request failed (${status})`, status, kind: 'http', cause });
}

/** The body text of a refusal as JSON, or undefined when it is not JSON. */
function parsedOrUndefined(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the browser says it is online: a request sent then may reach the shop (ApiError.maybeSent). */
function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function toApiError(error: unknown, sentOnline: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'HTTPError' && 'response' in error) {
    const { response, data } = error as Error & { response: Response; data: unknown };
    return refusal(data, response.status, error);
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiError({ message: 'The request timed out', status: 0, kind: 'timeout', cause: error });
  }
  if (error instanceof Error && error.name === 'SyntaxError') {
    return new ApiError({ message: messages.invalidResponse, status: 0, kind: 'invalid-response', cause: error });
  }
  return new ApiError({
    message: messages.networkFailed,
    status: 0,
    kind: 'network',
    maybeSent: sentOnline,
    cause: error,
  });
}

function unwrap<T>(body: unknown, status: number): ApiResult<T> {
  if (!isEnvelope(body)) {
    throw new ApiError({ message: messages.invalidResponse, status, kind: 'invalid-response' });
  }
  if (!body.success) {
    throw new ApiError({ message: body.message, status, kind: 'http', fromServer: true, fieldErrors: body.errors });
  }
  return { data: body.data as T, message: body.message };
}

/**
 * A multipart upload lasts as long as its files take over the shopper's link, so it gets no
 * timeout unless the caller sets one.
 */
const UPLOAD: RequestOptions = { timeout: false };

/**
 * ky, configured for one client. It is loaded with the first request rather than with the
 * storefront's entry: the first screen needs no request (docs/decisions/165, 176). If its chunk
 * cannot be fetched the request fails as any request without a network does.
 */
function lazyKy(create: (ky: typeof import('ky').default) => KyInstance) {
  let instance: Promise<KyInstance> | undefined;
  return async (path: string, init: Options): Promise<Response> => {
    instance ??= import('ky').then((module) => create(module.default));
    const http = await instance.catch((error: unknown) => {
      instance = undefined; // the next request tries again
      throw error;
    });
    return http(path, init);
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = lazyKy((ky) =>
    ky.create({
      prefix: API_BASE,
      baseUrl: options.baseUrl,
      credentials: 'include',
      retry: 0,
      timeout: options.timeoutMs ?? 15_000,
      fetch: options.fetch,
      hooks: {
        beforeRequest: [
          ({ request }) => {
            if (request.headers.has('Authorization')) return;
            const token = options.token();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
          },
        ],
      },
    }),
  );

  /** Sends one request; every failure, including reading the answer, becomes an ApiError. */
  async function answer<R>(path: string, init: Options, read: (response: Response) => Promise<R>): Promise<R> {
    const sentOnline = browserOnline();
    try {
      return await read(await http(path, init));
    } catch (error) {
      throw toApiError(error, sentOnline);
    }
  }

  async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
    const text = await response.text();
    return unwrap<T>(text ? JSON.parse(text) : undefined, response.status);
  }

  function send<T>(method: 'get' | 'post', path: string, body: unknown, request?: RequestOptions) {
    const init: Options = method === 'post' ? { ...request, method, json: body ?? {} } : { ...request, method };
    return answer(path, init, readEnvelope<T>);
  }

  async function get<T>(path: string, request?: RequestOptions): Promise<T> {
    return (await send<T>('get', path, undefined, request)).data;
  }
  async function post<T>(path: string, body?: unknown, request?: RequestOptions): Promise<T> {
    return (await send<T>('post', path, body, request)).data;
  }
  function postWithMessage<T>(path: string, body?: unknown, request?: RequestOptions): Promise<ApiResult<T>> {
    return send<T>('post', path, body, request);
  }
  async function postForm<T>(path: string, form: FormData, request?: RequestOptions): Promise<T> {
    return (await answer(path, { ...UPLOAD, ...request, method: 'post', body: form }, readEnvelope<T>)).data;
  }
  function getBlob(path: string, request?: RequestOptions): Promise<Blob> {
    return answer(path, { ...request, method: 'get' }, (response) => response.blob());
  }
  function postFormWithProgress(path: string, form: FormData, progress: FormProgress): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', new URL(`${API_BASE}/${path}`, options.baseUrl ?? window.location.origin));
      xhr.withCredentials = true;
      const token = options.token();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) progress.onSent(event.loaded, event.total);
      };
      xhr.onprogress = () => {
        if (xhr.status >= 200 && xhr.status < 300) progress.onText(xhr.responseText);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          progress.onText(xhr.responseText);
          resolve();
          return;
        }
        // A refusal before the stream (401, 413): the envelope's message, in words.
        reject(refusal(parsedOrUndefined(xhr.responseText), xhr.status));
      };
      const sentOnline = browserOnline();
      xhr.onerror = () =>
        reject(new ApiError({ message: messages.networkFailed, status: 0, kind: 'network', maybeSent: sentOnline }));
      xhr.onabort = xhr.onerror;
      xhr.send(form);
    });
  }
  return { get, post, postWithMessage, postForm, getBlob, postFormWithProgress };
}

/** The storefront's client: the shopper's token. */
export const api = createApiClient({ token: getCustomerToken });

/** The back office's client: the admin's token, whatever the path. */
export const adminApi = createApiClient({ token: getAdminToken });
