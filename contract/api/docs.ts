import { defineRoute } from './route';

/** The API's own description (issue 21 item 1, docs/decisions/240). */
export const docsApi = {
  openapi: defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This document: OpenAPI 3.1, generated from the route declarations',
    answer: { kind: 'file', contentType: 'application/json' },
  }),
} as const;
