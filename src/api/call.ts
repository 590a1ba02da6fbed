import type { z } from 'zod';
import type { RouteData, RouteDeclaration, RouteInput } from '../../contract/api/route';
import { pathUnderApi as underApi } from '../../contract/api/route-path';
import type { DeclarationOf, DomainName, RouteAddress, RouteName } from '../../contract/api/shop-routes';
import { messages } from '../../contract/messages';
import { ApiError } from './api-error';
import {
  type ApiClient,
  type ApiResult,
  adminApi,
  api,
  apiPathOf,
  type FormProgress,
  type RequestOptions,
} from './client';

/** What a caller may add to a call: cancel it, wait longer or less. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeout' | 'headers'>;

/** A route without declared path parameters may be called without input. */
type CallArgs<D extends RouteDeclaration> = D extends { params: z.ZodType }
  ? [input: RouteInput<D>, options?: CallOptions]
  : [input?: RouteInput<D>, options?: CallOptions];

/** Where the client's '/api' prefix goes: the declared path without it, its parameters filled. */
export function pathUnderApi(route: Pick<RouteDeclaration, 'path'>, params?: unknown): string {
  return underApi(route.path, params);
}

/** One of an input's parts (params, query, body), whatever the route's input type is. */
function partOf(input: unknown, part: 'params' | 'query' | 'body'): unknown {
  return typeof input === 'object' && input !== null && part in input ? Reflect.get(input, part) : undefined;
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
    const { data } = await send<RouteData<D>>(client, route, input, options);
    checkAnswer(route, data);
    return data;
  };
}

/** A route's method, path and input sent through a client: the envelope's data and message. */
function send<T>(
  client: ApiClient,
  route: Pick<RouteDeclaration, 'method' | 'path'>,
  input: unknown,
  options: CallOptions | undefined,
): Promise<ApiResult<T>> {
  const path = pathUnderApi(route, partOf(input, 'params'));
  const request: RequestOptions = { ...options, searchParams: searchParamsOf(partOf(input, 'query')) };
  if (route.method === 'get') return client.get<T>(path, request).then((data) => ({ data }));
  return client.postWithMessage<T>(path, partOf(input, 'body'), request);
}

/** The declaration a storefront address names, for its types. */
type Declared<K extends DomainName, N extends RouteName<K>> =
  DeclarationOf<K, N> extends infer D extends RouteDeclaration ? D : never;

/**
 * Outside production the storefront's answers are checked too, the declarations loaded only
 * then: the production build drops this branch, so the storefront never carries zod for it
 * (docs/decisions/242).
 */
async function checkShopAnswer(route: { domain: string; name: string }, data: unknown): Promise<void> {
  if (import.meta.env.PROD) return;
  const { API_ROUTES } = await import('../../contract/api/routes');
  const declared = API_ROUTES.find((entry) => entry.domain === route.domain && entry.name === route.name);
  if (!declared) throw new Error(`No declaration for ${route.domain}.${route.name}`);
  checkAnswer(declared.route, data);
}

/**
 * The storefront's calls (docs/decisions/242): a route named by its zod-free address
 * (contract/api/shop-routes.ts), typed from its declaration, the answer checked outside
 * production. `withMessage` keeps the envelope's message for screens that show it.
 */
export function createShopCaller(client: ApiClient) {
  async function callWithMessage<K extends DomainName, N extends RouteName<K>>(
    route: RouteAddress<K, N>,
    ...[input, options]: CallArgs<Declared<K, N>>
  ): Promise<ApiResult<RouteData<Declared<K, N>>>> {
    const result = await send<RouteData<Declared<K, N>>>(client, route, input, options);
    await checkShopAnswer(route, result.data);
    return result;
  }
  async function call<K extends DomainName, N extends RouteName<K>>(
    route: RouteAddress<K, N>,
    ...args: CallArgs<Declared<K, N>>
  ): Promise<RouteData<Declared<K, N>>> {
    return (await callWithMessage(route, ...args)).data;
  }
  /** A declared multipart route (a return with its photo). */
  async function sendForm<K extends DomainName, N extends RouteName<K>>(
    route: RouteAddress<K, N>,
    form: FormData,
  ): Promise<RouteData<Declared<K, N>>> {
    const data = await client.postForm<RouteData<Declared<K, N>>>(pathUnderApi(route), form);
    await checkShopAnswer(route, data);
    return data;
  }
  return { call, callWithMessage, sendForm };
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

/** The storefront's calls: the shopper's token (src/api/client.ts). */
export const { call: callShop, callWithMessage: callShopWithMessage, sendForm: sendShopForm } = createShopCaller(api);
