import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../contract/api/routes';
import { call } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { buildOpenApiDocument, openApiPath } from './openapi-document';

/** Every call of the spec's two route tables (spec 000 and 001, section 7), as they write them. */
const SPEC_CALLS = [
  'GET api/auth/IsLoggedIn',
  'POST api/auth/login',
  'POST api/auth/register',
  'POST api/auth/logout',
  'POST api/auth/reset-password-request',
  'POST api/auth/reset-password/{token}',
  'GET api/cart/get-cart',
  'POST api/cart/add-to-cart/{productId}',
  'POST api/cart/remove/{productId}',
  'POST api/cart/quantity/{productId}',
  'GET api/products/data/inventory/{productId}',
  'GET api/products/data/new-arrival',
  'GET api/products/data/ladies',
  'GET api/products/data/item/{slug}',
  'GET api/products/data/{id}',
  'GET api/user/profile',
  'POST api/user/profile/update',
  'POST api/user/profile/add-address',
  'POST api/orders/create-cod',
  'POST api/payment/create',
  'POST api/payment/verify',
  'POST api/orders/get-orders',
  'POST api/orders/get-order/{id}',
  'POST api/orders/cancel/{orderId}',
  'POST api/orders/cancel-return/{returnId}',
  'GET api/orders/checkReturn/{id}',
  'POST api/orders/return',
  // "GET of the order's invoice URL": the URL the order carries.
  'GET api/orders/invoice/{id}',
  'GET api/admin/checkLogin',
  'POST api/admin/login',
  'POST api/admin/logout',
  'GET api/admin/get-orders',
  'GET api/admin/get-all-users',
  'GET api/admin/get-user/{id}',
  'POST api/admin/delete-user/{id}',
  'GET api/admin/get-order/{id}',
  'POST api/admin/edit-status/{id}',
  'POST api/admin/add-tracking/{id}',
  'POST api/admin/orders/{id}/shiprocket',
  'POST api/admin/orders/{id}/invoice',
  'GET api/admin/orders/{id}/couriers',
  'GET api/admin/tracking/{trackingId}',
  'GET api/products/data/all-products',
  'GET api/products/data/search/{text}',
  'GET api/products/data/item/{id}',
  'POST api/admin/delete-product/{id}',
  'POST api/admin/edit-product/{slug}',
  'POST api/admin/add-product-with-progress',
  'GET api/admin/returns',
  'GET api/admin/returns/{id}',
  'POST api/admin/returns/{id}/update-status',
  'POST api/admin/returns/{id}/pickup-request',
  'POST api/admin/returns/{id}/process-refund',
];

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** An operation of the document for a method and a path with any parameter names. */
function findOperation(document: ReturnType<typeof buildOpenApiDocument>, method: string, path: string) {
  const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}');
  const matches = Object.entries(document.paths).filter(([documented]) => shape(documented) === shape(path));
  // 'ladies' is a store category: the router answers it with the category route.
  const category = /^\/api\/products\/data\/[\w-]+$/.test(path)
    ? document.paths['/api/products/data/{categoryId}']
    : undefined;
  const item = matches[0]?.[1] ?? category;
  return item?.[method.toLowerCase()] as Operation | undefined;
}

describe('the OpenAPI document', () => {
  const t = useTestApp('pglite');
  const document = buildOpenApiDocument();

  it('lists every /api route the router has mounted, and documents none it has not', () => {
    const mounted = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    const declared = new Set(API_ROUTES.map(({ route }) => `${route.method.toUpperCase()} ${route.path}`));
    expect([...mounted].filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !mounted.has(route))).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = API_ROUTES.map(({ route }) => `${route.method.toUpperCase()} ${openApiPath(route.path)}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it.each(SPEC_CALLS)("has the spec's %s with its answer's schema", (call) => {
    const [method = '', path = ''] = call.split(' ');
    const operation = findOperation(document, method, `/${path}`);
    expect(operation, call).toBeDefined();
    const success = Object.entries(operation?.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
    const content = Object.values(success?.[1].content ?? {})[0];
    expect(content?.schema, call).toBeDefined();
  });

  it('has request schemas for every declared body, query and path parameter', () => {
    for (const { route } of API_ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method] as {
        parameters: { in: string }[];
        requestBody?: unknown;
      };
      if (route.body || route.multipart) expect(operation.requestBody, route.path).toBeDefined();
      if (route.params) expect(operation.parameters.some((p) => p.in === 'path')).toBe(true);
      if (route.query) expect(operation.parameters.some((p) => p.in === 'query')).toBe(true);
    }
  });

  it('is OpenAPI 3.1 whose every $ref resolves', () => {
    expect(document.openapi).toBe('3.1.0');
    const text = JSON.stringify(document);
    const schemas = (document.components.schemas ?? {}) as Record<string, unknown>;
    for (const [, id] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(schemas[id ?? ''], id).toBeDefined();
    }
  });

  // openapi-spec-validator checks the whole document against the OpenAPI 3.1 schema, where the
  // machine has it (python3 -m pip install openapi-spec-validator); without it the structural
  // checks above are what runs.
  const validator = spawnSync('python3', ['-c', 'import openapi_spec_validator'], { stdio: 'ignore' }).status === 0;
  it.runIf(validator)('passes openapi-spec-validator', () => {
    const script = 'import json, sys\nfrom openapi_spec_validator import validate\nvalidate(json.load(sys.stdin))';
    expect(() => execFileSync('python3', ['-c', script], { input: JSON.stringify(document) })).not.toThrow();
  });

  it('is served at GET /api/openapi.json', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(document)));
    expect((await call(t.app, 'GET', '/api/openapi.json')).status).toBe(200);
  });
});
