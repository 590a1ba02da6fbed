import ky, { type KyInstance, type Options } from 'ky';
import type { ApiEnvelope } from '../../contract/envelope';
import { ApiError } from './api-error';
import { getAdminToken, getCustomerToken } from './tokens';

/**
 * The one API client (DESIGN.md): base '/api', cookies sent, the bearer token read at send time
 * (admin calls carry the admin token), the envelope unwrapped, every failure an ApiError.
 * Retries are the caller's business: the catalogue sync retries once (spec 001 section 9),
 * writes are never retried blindly.
 */
export type ApiClientOptions = {
  /** Resolves '/api' against this; the browser's own origin when absent. */
  baseUrl?: string;
  fetch?: typeof fetch;
  customerToken?: () => string | null;
  adminToken?: () => string | null;
  timeoutMs?: number;
};

export type ApiResult<T> = { data: T; message?: string };

export type ApiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Like post, but keeps the envelope's message for screens that show it. */
  postWithMessage<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
  /** GET a file (an invoice PDF): the body as a Blob, failures as ApiError like every call. */
  getBlob(path: string, options?: RequestOptions): Promise<Blob>;
};

export type RequestOptions = Pick<Options, 'searchParams' | 'timeout' | 'signal' | 'headers'>;

function isAdminPath(url: string): boolean {
  return new URL(url).pathname.startsWith('/api/admin/');
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'HTTPError' && 'response' in error) {
    const { response, data } = error as Error & { response: Response; data: unknown };
    if (isEnvelope(data) && !data.success) {
      return new ApiError({
        message: data.message,
        status: response.status,
        kind: 'http',
        fromServer: Boolean(data.message),
        fieldErrors: data.errors,
        cause: error,
      });
    }
    return new ApiError({
      message: `Request failed (${response.status})`,
      status: response.status,
      kind: 'http',
      cause: error,
    });
  }
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiError({ message: 'The request timed out', status: 0, kind: 'timeout', cause: error });
  }
  if (error instanceof Error && error.name === 'SyntaxError') {
    return new ApiError({ message: 'Invalid response from server', status: 0, kind: 'invalid-response', cause: error });
  }
  return new ApiError({ message: 'Network response was not ok', status: 0, kind: 'network', cause: error });
}

function unwrap<T>(body: unknown, status: number): ApiResult<T> {
  if (!isEnvelope(body)) {
    throw new ApiError({ message: 'Invalid response from server', status, kind: 'invalid-response' });
  }
  if (!body.success) {
    throw new ApiError({ message: body.message, status, kind: 'http', fromServer: true, fieldErrors: body.errors });
  }
  return { data: body.data as T, message: body.message };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const customerToken = options.customerToken ?? getCustomerToken;
  const adminToken = options.adminToken ?? getAdminToken;
  const http: KyInstance = ky.create({
    prefix: '/api',
    baseUrl: options.baseUrl,
    credentials: 'include',
    retry: 0,
    timeout: options.timeoutMs ?? 15_000,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = isAdminPath(request.url) ? adminToken() : customerToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function send<T>(method: 'get' | 'post', path: string, body: unknown, request?: RequestOptions) {
    try {
      const response = await http(
        path,
        method === 'post' ? { ...request, method, json: body ?? {} } : { ...request, method },
      );
      const text = await response.text();
      return unwrap<T>(text ? JSON.parse(text) : undefined, response.status);
    } catch (error) {
      throw toApiError(error);
    }
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
  async function getBlob(path: string, request?: RequestOptions): Promise<Blob> {
    try {
      return await (await http(path, { ...request, method: 'get' })).blob();
    } catch (error) {
      throw toApiError(error);
    }
  }
  return { get, post, postWithMessage, getBlob };
}

export const api = createApiClient();
