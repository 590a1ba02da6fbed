import type { ApiEnvelope } from '../../contract/envelope';
import type { App } from '../app';

export type CallOptions = {
  body?: unknown;
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
};
export type CallResult<T> = { status: number; body: ApiEnvelope<T>; headers: Headers };

/** One request to the app in process; the body is read as the JSON envelope. */
export async function call<T = unknown>(
  app: App,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let parsed: ApiEnvelope<T>;
  try {
    parsed = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The data of a success envelope, or a thrown error describing the failure. */
export function dataOf<T>(result: CallResult<T>): T {
  if (!result.body.success) throw new Error(`expected success, got ${result.status}: ${result.body.message}`);
  return result.body.data;
}

/** `name=value` of a Set-Cookie header, for sending the cookie back. */
export function cookieFrom(headers: Headers, name: string): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  return undefined;
}
