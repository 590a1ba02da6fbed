import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../contract/api/routes';

/**
 * No API path is written as a string in src/ (issue 21 item 1, docs/decisions/242): the storefront
 * and the back office call through the declarations (src/api/call.ts, contract/api/shop-routes.ts).
 * This test compiles every file of src/ but its tests (so comments do not count) and fails on a
 * string or template that names an API path: one holding '/api/', or one starting with a declared
 * route's first segment and a slash ('cart/get-cart', `orders/cancel/${id}`). The app's own
 * pages start with a slash ('/orders/…') and do not count, nor do module paths ('../api/call').
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The first segments under /api of every declared route: auth, cart, orders, admin… */
const FIRST_SEGMENTS = [...new Set(API_ROUTES.map(({ route }) => route.path.split('/')[2] ?? ''))].filter(Boolean);
const STRING = /(['"`])((?:\\.|(?!\1)[^\\])*?)\1/g;

/** The strings of a TypeScript source that name an API path. */
function apiPathStrings(source: string, loader: 'ts' | 'tsx' = 'ts'): string[] {
  const { code } = transformSync(source, { loader, legalComments: 'none', jsx: 'preserve' });
  const names = new RegExp(`^(?:${FIRST_SEGMENTS.join('|')})/`);
  return Array.from(code.matchAll(STRING), (match) => match[2] ?? '').filter(
    (text) => !text.startsWith('.') && (text.includes('/api/') || names.test(text)),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [relative]
      : [];
  });
}

describe('API paths in src/', () => {
  it('finds a path in a string or a template, not in a comment or a page of the app', () => {
    expect(apiPathStrings("api.get('cart/get-cart');")).toEqual(['cart/get-cart']);
    expect(apiPathStrings('api.post(`orders/cancel/${id}`);')).toHaveLength(1);
    expect(apiPathStrings('fetch("/api/products/data/new-arrival");')).toHaveLength(1);
    expect(apiPathStrings("// GET /api/orders/get-orders\nnavigate('/orders/' + id);")).toEqual([]);
    expect(apiPathStrings("import { callShop } from '../../api/call';\nconst label = 'Shop info';")).toEqual([]);
  });

  it('leaves every path to the declarations', () => {
    const found: Record<string, string[]> = {};
    for (const file of sourceFiles('src')) {
      const strings = apiPathStrings(readFileSync(path.join(ROOT, file), 'utf8'), file.endsWith('.tsx') ? 'tsx' : 'ts');
      if (strings.length > 0) found[file] = strings;
    }
    expect(found).toEqual({});
  });
});
