import { z } from 'zod';

export { fillPath, pathParamNames } from './route-path';

/**
 * One route of the API, declared once (issue 21 item 1, docs/decisions/240): the server
 * validates its input with these schemas and checks its answers against them outside production,
 * the back office calls it through a client typed from it, and /api/openapi.json is generated
 * from it.
 */

/**
 * Who may call a route, as the server checks it: nobody in particular; a shopper's session; a
 * staff session of an account that is an admin now; the shopper who owns the thing or staff
 * (the invoice, a return's photo).
 */
export const ACCESS_LEVELS = ['public', 'customer', 'admin', 'owner-or-admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * What a route answers with: the JSON envelope whose `data` matches the schema; a file (a PDF,
 * a picture); or a server-sent event stream whose events match the schema.
 */
export type Answer =
  | { kind: 'json'; data: z.ZodType; status?: 200 | 201 | 202 }
  | { kind: 'file'; contentType: string }
  | { kind: 'event-stream'; event: z.ZodType };

export type Method = 'get' | 'post';

export type RouteDeclaration = {
  method: Method;
  /** Hono style, under the site's root: '/api/admin/get-order/:id'. */
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body (an empty body reads as `{}`). */
  body?: z.ZodType;
  /** A multipart form instead of JSON: its fields, as the server reads them. */
  multipart?: z.ZodType;
  /** The write may be replayed with an Idempotency-Key header (DESIGN.md, the outbox). */
  idempotent?: true;
  answer: Answer;
};

/** Keeps the literal types of a declaration, so the client can type its input and answer. */
export function defineRoute<const D extends RouteDeclaration>(declaration: D): D {
  return declaration;
}

/** A JSON answer whose envelope's `data` is this schema. */
export function json<S extends z.ZodType>(data: S, status?: 200 | 201 | 202) {
  return status === undefined ? { kind: 'json' as const, data } : { kind: 'json' as const, data, status };
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes for a route: its path parameters, query and body, each when it has one. */
export type RouteInput<D extends RouteDeclaration> = (D['params'] extends z.ZodType
  ? { params: SchemaInput<D['params']> }
  : { params?: never }) &
  (D['query'] extends z.ZodType ? { query?: SchemaInput<D['query']> } : { query?: never }) &
  (D['body'] extends z.ZodType ? { body?: SchemaInput<D['body']> } : { body?: never });

/** The envelope's `data` of a JSON route. */
export type RouteData<D extends RouteDeclaration> = D['answer'] extends { kind: 'json'; data: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : never;

/** Path parameters that are ids or slugs, one segment each. */
export const idParams = z.object({ id: z.string().min(1) });
/** An answer whose envelope carries no data: `data: null` and a message. */
export const noData = z.null();
/** A product's id as a path parameter (the bag, favourites, stock). */
export const productIdParams = z.object({ productId: z.string().min(1) });
