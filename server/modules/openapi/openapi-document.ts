import { z } from 'zod';
import { adminReturnSchema } from '../../../contract/admin-returns';
import { type Access, type Answer, pathParamNames, type RouteDeclaration } from '../../../contract/api/route';
import { API_ROUTES } from '../../../contract/api/routes';
import { orderSchema, userProfileSchema } from '../../../contract/order';
import { productSchema } from '../../../contract/product-schema';
import { COOKIE_NAME } from '../../http/sessions';

/**
 * The OpenAPI 3.1 document of the API, generated from the route declarations in contract/api
 * (docs/decisions/240) with zod's own JSON Schema (draft 2020-12, the dialect OpenAPI 3.1 uses).
 * Served at GET /api/openapi.json; server/modules/openapi/openapi.test.ts holds it to the router.
 */

type JsonSchema = Record<string, unknown>;
type Registry = ReturnType<typeof z.registry<{ id: string }>>;
type RefTo = (schema: z.ZodType) => { $ref: string };

/** Entities many answers share: one component each, referred to by name. */
const SHARED_ENTITIES: [id: string, schema: z.ZodType][] = [
  ['Order', orderSchema],
  ['Product', productSchema],
  ['UserProfile', userProfileSchema],
  ['AdminReturn', adminReturnSchema],
];

const failureSchema: JsonSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "Field name → the spec's message",
    },
  },
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  customer: [{ customerBearer: [] }, { customerCookie: [] }],
  admin: [{ adminBearer: [] }, { adminCookie: [] }],
  'owner-or-admin': [{ customerBearer: [] }, { customerCookie: [] }, { adminBearer: [] }, { adminCookie: [] }],
};

/** '/api/a/:id/b/:text{.*}' as OpenAPI writes it: '/api/a/{id}/b/{text}'. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const idOf = (domain: string, name: string, part: string) => `${domain}.${name}.${part}`;

/**
 * Every schema the routes use, each registered once under a component name: routes that share
 * a schema (login and register answer alike) refer to the one component, which `ids` names.
 */
function registries() {
  const input: Registry = z.registry<{ id: string }>();
  const output: Registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodType, string>();
  const register = (registry: Registry, schema: z.ZodType, id: string) => {
    if (registry.has(schema)) return;
    registry.add(schema, { id });
    ids.set(schema, id);
  };
  for (const [id, schema] of SHARED_ENTITIES) register(output, schema, id);
  for (const { domain, name, route } of API_ROUTES) {
    for (const part of ['params', 'query', 'body', 'multipart'] as const) {
      const schema = route[part];
      if (schema) register(input, schema, idOf(domain, name, part));
    }
    const answer = answerSchema(route.answer);
    if (answer) register(output, answer, idOf(domain, name, 'answer'));
  }
  /** The component of a schema the registries hold. */
  const refTo = (schema: z.ZodType) => ref(ids.get(schema) ?? 'ApiFailure');
  return { input, output, refTo };
}

function answerSchema(answer: Answer): z.ZodType | undefined {
  if (answer.kind === 'json') return answer.data;
  if (answer.kind === 'event-stream') return answer.event;
  return undefined;
}

function componentSchemas(registry: Registry, io: 'input' | 'output'): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    out[id] = rest;
  }
  return out;
}

function propertiesOf(schema: JsonSchema | undefined): { name: string; schema: unknown; required: boolean }[] {
  if (!schema) return [];
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** The component a ref points at. */
function resolve(schemas: Record<string, JsonSchema>, pointer: { $ref: string }): JsonSchema | undefined {
  return schemas[pointer.$ref.replace('#/components/schemas/', '')];
}

function parameters(route: RouteDeclaration, schemas: Record<string, JsonSchema>, refTo: RefTo) {
  const pathSchema = route.params ? resolve(schemas, refTo(route.params)) : undefined;
  const pathProperties = new Map(propertiesOf(pathSchema).map((p) => [p.name, p.schema]));
  const list: Record<string, unknown>[] = pathParamNames(route.path).map((param) => ({
    name: param,
    in: 'path',
    required: true,
    schema: pathProperties.get(param) ?? { type: 'string' },
  }));
  const querySchema = route.query ? resolve(schemas, refTo(route.query)) : undefined;
  for (const query of propertiesOf(querySchema))
    list.push({ name: query.name, in: 'query', required: query.required, schema: query.schema });
  if (route.idempotent)
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A replay with the same key answers with the first answer',
      schema: { type: 'string', minLength: 8, maxLength: 128 },
    });
  return list;
}

function requestBody(route: RouteDeclaration, refTo: RefTo) {
  if (route.multipart)
    return { required: true, content: { 'multipart/form-data': { schema: refTo(route.multipart) } } };
  if (route.body) return { required: false, content: { 'application/json': { schema: refTo(route.body) } } };
  return undefined;
}

function responses(answer: Answer, refTo: RefTo) {
  const failure = { description: 'Refused: the failure envelope', content: json(ref('ApiFailure')) };
  if (answer.kind === 'file') {
    const schema = { type: 'string', contentMediaType: answer.contentType };
    return { '200': { description: 'The file', content: { [answer.contentType]: { schema } } }, default: failure };
  }
  const id = refTo(answer.kind === 'json' ? answer.data : answer.event);
  if (answer.kind === 'event-stream') {
    const description = "A text/event-stream; each 'data:' line is one JSON event (x-event-schema)";
    const content = { 'text/event-stream': { schema: { type: 'string' }, 'x-event-schema': id } };
    return { '200': { description, content }, default: failure };
  }
  const envelope = {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data: id, message: { type: 'string' } },
  };
  return {
    [String(answer.status ?? 200)]: { description: 'The success envelope', content: json(envelope) },
    default: failure,
  };
}

function json(schema: unknown) {
  return { 'application/json': { schema } };
}

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown>;
};

export function buildOpenApiDocument(): OpenApiDocument {
  const { input, output, refTo } = registries();
  const inputSchemas = componentSchemas(input, 'input');
  const outputSchemas = componentSchemas(output, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const { domain, name, route } of API_ROUTES) {
    const operation: Record<string, unknown> = {
      operationId: `${domain}.${name}`,
      summary: route.summary,
      tags: [domain],
      'x-access': route.access,
      security: SECURITY[route.access],
      parameters: parameters(route, inputSchemas, refTo),
      responses: responses(route.answer, refTo),
    };
    const body = requestBody(route, refTo);
    if (body) operation.requestBody = body;
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Jute shop API', version: '1' },
    paths,
    components: {
      schemas: { ApiFailure: failureSchema, ...inputSchemas, ...outputSchemas },
      securitySchemes: {
        customerBearer: { type: 'http', scheme: 'bearer', description: "A shopper's access token" },
        customerCookie: { type: 'apiKey', in: 'cookie', name: COOKIE_NAME.customer },
        adminBearer: { type: 'http', scheme: 'bearer', description: "Staff's admin access token" },
        adminCookie: { type: 'apiKey', in: 'cookie', name: COOKIE_NAME.admin },
      },
    },
  };
}
