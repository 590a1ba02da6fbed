import type { Context } from 'hono';
import type { z } from 'zod';
import type { RouteDeclaration } from '../../contract/api/route';
import { readJson, validate } from './read-json';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's input as its declaration's schemas give it: what the handler may trust. */
export type RouteInput<D extends RouteDeclaration> = {
  params: Output<D['params']>;
  query: Output<D['query']>;
  body: Output<D['body']>;
};

/**
 * Reads and validates a route's path parameters, query and JSON body with the schemas declared
 * in contract/api (docs/decisions/240). A refusal is the ApiError the spec's messages give: the
 * first failing field's message, and every field's in `errors` (http/read-json.ts). What only
 * the database knows (stock, eligibility) stays in the services.
 */
export async function readInput<D extends RouteDeclaration>(c: Context, route: D): Promise<RouteInput<D>> {
  const params = route.params ? validate(route.params, c.req.param()) : undefined;
  const query = route.query ? validate(route.query, c.req.query()) : undefined;
  const body = route.body ? await readJson(c, route.body) : undefined;
  // Each part is its schema's output, or undefined where the route declares none.
  return { params, query, body } as RouteInput<D>;
}
