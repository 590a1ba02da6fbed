import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { RouteDeclaration } from '../../contract/api/route';
import { API_ROUTES } from '../../contract/api/routes';

/** The declaration that answers a method and path, found as the app's router finds routes. */
export function declarationFinder(routes: readonly RouteDeclaration[] = API_ROUTES.map(({ route }) => route)) {
  const router = new TrieRouter<RouteDeclaration>();
  for (const route of routes) router.add(route.method.toUpperCase(), route.path, route);
  return (method: string, path: string): RouteDeclaration | undefined => router.match(method, path)[0][0]?.[0];
}

/**
 * Outside production (the API tests and `npm start`/`npm run dev`; the end-to-end server runs
 * as production, so not there), every JSON success answer of a
 * declared route is checked against its declared schema (docs/decisions/240): an answer that
 * drifted from the contract throws, so the request fails with a 500 and the error is logged,
 * which fails any test that makes it. Production sends answers unchecked.
 */
export function checkAnswers(routes?: readonly RouteDeclaration[]): MiddlewareHandler {
  const find = declarationFinder(routes);
  return async (c, next) => {
    await next();
    const route = find(c.req.method, c.req.path);
    if (route?.answer.kind !== 'json' || c.res.status >= 300) return;
    if (!(c.res.headers.get('content-type') ?? '').startsWith('application/json')) return;
    // A kept catalogue answer sent compressed is the same kept text a plain request gets, and
    // that one is checked.
    if (c.res.headers.has('content-encoding')) return;
    const body: unknown = await c.res.clone().json();
    if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== true) return;
    const result = route.answer.data.safeParse('data' in body ? body.data : undefined);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
      throw new Error(
        `The answer of ${route.method.toUpperCase()} ${route.path} breaks its contract: ${problems.join('; ')}`,
      );
    }
  };
}
