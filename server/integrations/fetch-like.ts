/**
 * The part of `fetch` the integration clients use. The real clients get the global fetch; tests
 * and the in-process sandbox transport give them one that calls a Hono app without a socket.
 */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
