import type { FetchLike } from './fetch-like';

/** Anything with Hono's `app.request`: the sandbox sub-apps, or the whole server app. */
export type RequestHandlerApp = { request: (input: Request) => Response | Promise<Response> };

/**
 * A fetch that hands the request to a Hono app in this process instead of opening a socket.
 * The URL's host is ignored by the app; only its path and query route the request, so a client
 * keeps the same base URL (`http://127.0.0.1:{port}/sandbox/...`) in both transports.
 */
export function createInProcessFetch(app: RequestHandlerApp): FetchLike {
  return async (input, init) => app.request(new Request(input, init));
}
