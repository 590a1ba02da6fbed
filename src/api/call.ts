import type { z } from 'zod';
import type { RouteData, RouteDeclaration, RouteInput } from '../../contract/api/route';
import { fillPath } from '../../contract/api/route';
import { messages } from '../../contract/messages';
import { ApiError } from './api-error';
import { type ApiClient, adminApi, apiPathOf, type FormProgress, type RequestOptions } from './client';

/** What a caller may add to a call: cancel it, wait longer or less. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeout' | 'headers'>;

/** A route without declared path parameters may be called without input. */
type CallArgs<D extends RouteDeclaration> = D extends { params: z.ZodType }
  ? [input: RouteInput<D>, options?: CallOptions]
  : [input?: RouteInput<D>, options?: CallOptions];

/** Where the client's '/api' prefix goes: the declared path without it, its parameters filled. */
export function pathUnderApi(route: RouteDeclaration, params?: unknown): string {
  return fillPath(route.path, params).replace(/^\/api\//, '');
}

function searchParamsOf(query: unknown): Record<string, string> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

/**
 * Outside production the answer is checked against the route's declared schema (docs/decisions/240):
 * a server that drifted from the contract is a failure seen at once, not a screen that shows
 * `undefined`. The answer is returned as it came.
 */
function checkAnswer(route: RouteDeclaration, data: unknown): void {
  if (import.meta.env.PROD || route.answer.kind !== 'json') return;
  const result = route.answer.data.safeParse(data);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  console.error(
    `The answer of ${route.method.toUpperCase()} ${route.path} breaks its contract: ${problems.join('; ')}`,
  );
  throw new ApiError({ message: messages.invalidResponse, status: 200, kind: 'invalid-response' });
}

/**
 * Calls a declared route (contract/api) through a client: the path built from the declaration and
 * its parameters, the query and body as declared, the envelope's data typed as declared.
 */
export function createCaller(client: ApiClient) {
  return async function call<D extends RouteDeclaration>(route: D, ...[input, options]: CallArgs<D>) {
    const path = pathUnderApi(route, input?.params);
    const request: RequestOptions = { ...options, searchParams: searchParamsOf(input?.query) };
    const data =
      route.method === 'get'
        ? await client.get<RouteData<D>>(path, request)
        : await client.post<RouteData<D>>(path, input?.body, request);
    checkAnswer(route, data);
    return data;
  };
}

/**
 * A declared file route (an invoice PDF) as a Blob, or a file at a URL the server handed out for
 * one (an order's invoice link).
 */
export function createFileCaller(client: ApiClient) {
  return function callFile<D extends RouteDeclaration>(
    route: D & { answer: { kind: 'file' } },
    from: { params: RouteInput<D>['params'] } | { url: string },
    options?: CallOptions,
  ): Promise<Blob> {
    const path = 'url' in from ? apiPathOf(from.url) : pathUnderApi(route, from.params);
    return client.getBlob(path, options);
  };
}

/**
 * A declared multipart route that answers an event stream (adding a product): the bytes sent as
 * they go, then the stream's text as it arrives (client.ts, docs/decisions/205).
 */
export function createUploader(client: ApiClient) {
  return function upload<D extends RouteDeclaration>(
    route: D & { multipart: z.ZodType; answer: { kind: 'event-stream' } },
    form: FormData,
    progress: FormProgress,
  ): Promise<void> {
    return client.postFormWithProgress(pathUnderApi(route), form, progress);
  };
}

/** The back office's calls: the admin's token (src/api/client.ts). */
export const callAdmin = createCaller(adminApi);
export const fetchAdminFile = createFileCaller(adminApi);
export const uploadAsAdmin = createUploader(adminApi);
