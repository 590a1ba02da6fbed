import { Hono } from 'hono';
import { docsApi } from '../../../contract/api/docs';
import type { AppEnv } from '../../http/app-env';
import { sendJsonText } from '../../http/envelope';
import { buildOpenApiDocument } from './openapi-document';

/** The route's path under the /api mount. */
const under = (path: string) => path.replace(/^\/api/, '');

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document, built from the declarations on first request
 * and kept (it changes only with a deploy). Public, as the routes it describes are.
 */
export function openApiRoutes() {
  const app = new Hono<AppEnv>();
  let text: string | undefined;
  app.get(under(docsApi.openapi.path), (c) => {
    text ??= JSON.stringify(buildOpenApiDocument());
    c.header('Cache-Control', 'public, max-age=300');
    return sendJsonText(c, text, 200);
  });
  return app;
}
