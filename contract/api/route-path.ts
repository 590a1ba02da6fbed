/**
 * A route's path template and how it is filled: no zod here, so the storefront's first load can
 * build its requests from the declarations' paths (docs/decisions/242).
 */

/** The names in a path template, in order: '/a/:id/b/:text{.*}' gives id and text. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((match) => match[1] ?? '');
}

/** The path with its parameters filled in, each encoded as one segment. */
export function fillPath(path: string, params?: unknown): string {
  const values = new Map<string, unknown>(typeof params === 'object' && params !== null ? Object.entries(params) : []);
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_whole, name: string) => {
    const value = values.get(name);
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The path under the client's '/api' prefix, its parameters filled. */
export function pathUnderApi(path: string, params?: unknown): string {
  return fillPath(path, params).replace(/^\/api\//, '');
}

/**
 * The folder the paths all lie under, up to its last '/': '/api/products/data/' for the
 * catalogue's reads. Parameters never enter it, as they follow a '/'.
 */
export function sharedPathPrefix(paths: readonly string[]): string {
  const [first = '', ...rest] = paths;
  let shared = first;
  for (const path of rest) {
    let length = 0;
    while (length < shared.length && shared[length] === path[length]) length += 1;
    shared = shared.slice(0, length);
  }
  return shared.slice(0, shared.lastIndexOf('/') + 1);
}
