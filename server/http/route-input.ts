import type { Context } from 'hono';
import type { z } from 'zod';
import type { RouteDeclaration } from '../../contract/api/route';
import { readForm } from './read-form';
import { readJson, validate } from './read-json';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's input as its declaration's schemas give it: what the handler may trust. */
export type RouteInput<D extends RouteDeclaration> = {
  params: Output<D['params']>;
  query: Output<D['query']>;
  body: Output<D['body']>;
  /** A multipart route's fields, its files among them as files. */
  form: Output<D['multipart']>;
};

/**
 * Reads and validates a route's path parameters, query, JSON body or multipart form with the
 * schemas declared in contract/api (docs/decisions/240, 259). A refusal is the ApiError the
 * spec's messages give: the first failing field's message, and every field's in `errors`
 * (http/read-json.ts). What only the database or the bytes know (stock, eligibility, what a
 * picture really is) stays in the services.
 */
export async function readInput<D extends RouteDeclaration>(c: Context, route: D): Promise<RouteInput<D>> {
  const params = route.params ? validate(route.params, c.req.param()) : undefined;
  const query = route.query ? validate(route.query, c.req.query()) : undefined;
  const body = route.body ? await readJson(c, route.body) : undefined;
  const form = route.multipart ? validate(route.multipart, await readForm(c, route.multipart)) : undefined;
  // Each part is its schema's output, or undefined where the route declares none.
  return { params, query, body, form } as RouteInput<D>;
}
