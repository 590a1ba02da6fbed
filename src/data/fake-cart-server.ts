import type { CartLine, CartResponse } from '../../contract/order';

/**
 * An in-process stand-in for the bag endpoints, for data-layer tests: the real protocol
 * (envelope, status codes, Idempotency-Key replay, bearer auth), passed to the real API client
 * as its `fetch`. Not a fetch mock: it keeps state and answers like the server.
 */
export type FakeProduct = { _id: string; title: string; price: number; inventory: number };
export type FakeRequestLog = { method: string; path: string; key: string | null; token: string | null; body: unknown };

export function createFakeCartServer(products: FakeProduct[], validTokens: string[] = ['token-1']) {
  const lines = new Map<string, CartLine>();
  const answers = new Map<string, { status: number; body: unknown }>();
  const log: FakeRequestLog[] = [];
  /** How many times each Idempotency-Key's change was applied (a replay answered from `answers` is not). */
  const applications = new Map<string, number>();
  let failNext: 'network' | null = null;

  const cart = (): CartResponse => {
    const list = [...lines.values()];
    return { cart: list, value: list.reduce((sum, line) => sum + line.price * line.quantity, 0) };
  };
  const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
  const fail = (status: number, message: string) => ({ status, body: { success: false, message } });

  function handle(path: string, body: { quantity?: number }): { status: number; body: unknown } {
    if (path === '/api/cart/get-cart') return ok(cart());
    const match = /^\/api\/cart\/(add-to-cart|remove|quantity)\/(.+)$/.exec(path);
    if (!match) return fail(404, 'Not found');
    const [, op, id = ''] = match;
    const product = products.find((item) => item._id === id);
    if (!product) return fail(404, 'Product not found');
    if (op === 'remove') {
      lines.delete(id);
      return ok(cart());
    }
    const quantity = Number(body.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 5)
      return fail(400, 'Quantity must be a whole number from 1 to 5');
    if (op === 'add-to-cart') {
      if (lines.has(id)) return fail(409, 'This item is already in your bag');
      if (product.inventory <= 0) return fail(409, 'This item is out of stock');
      lines.set(id, {
        _id: `line-${id}`,
        productId: id,
        title: product.title,
        price: product.price,
        image: '',
        size: '',
        quantity,
        slug: `slug-${id}`,
        inventory: product.inventory,
      });
      return ok(cart(), 201);
    }
    const line = lines.get(id);
    if (!line) return fail(409, 'This item is not in your bag');
    if (quantity > product.inventory) return fail(409, `Only ${product.inventory} left in stock`);
    lines.set(id, { ...line, quantity });
    return ok(cart());
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const key = request.headers.get('Idempotency-Key');
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
    const text = request.method === 'POST' ? await request.text() : '';
    const body = text ? JSON.parse(text) : {};
    log.push({ method: request.method, path, key, token, body });
    if (failNext === 'network') {
      failNext = null;
      throw new TypeError('Failed to fetch');
    }
    const respond = ({ status, body: payload }: { status: number; body: unknown }) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    if (!token || !validTokens.includes(token)) return respond(fail(401, 'Please sign in to continue'));
    if (key && answers.has(key)) return respond(answers.get(key) as { status: number; body: unknown });
    const answer = handle(path, body);
    if (key) {
      answers.set(key, answer);
      applications.set(key, (applications.get(key) ?? 0) + 1);
    }
    return respond(answer);
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    log,
    lines,
    applications,
    failNextRequest: () => {
      failNext = 'network';
    },
    mutations: () => log.filter((entry) => entry.path !== '/api/cart/get-cart'),
  };
}
