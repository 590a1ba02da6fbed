import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';

type Seen = { url: string; method: string; authorization: string | null; body: string };

/** A tiny in-process server: answers each request with the given status and JSON body. */
function fakeServer(status: number, body: unknown) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get('authorization'),
      body: await request.text(),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const base = { baseUrl: 'http://shop.test/', customerToken: () => 'customer-token', adminToken: () => 'admin-token' };

describe('api client', () => {
  it("unwraps the envelope's data and sends the customer bearer under /api", async () => {
    const server = fakeServer(200, { success: true, data: [{ _id: 'p1' }] });
    const client = createApiClient({ ...base, fetch: server.fetch });
    expect(await client.get('products/data/ladies', { searchParams: { limit: 30 } })).toEqual([{ _id: 'p1' }]);
    expect(server.seen[0]).toMatchObject({
      url: 'http://shop.test/api/products/data/ladies?limit=30',
      method: 'GET',
      authorization: 'Bearer customer-token',
    });
  });

  it('sends the admin token on admin calls and posts JSON', async () => {
    const server = fakeServer(200, { success: true, data: { AdminAccessToken: 't' } });
    const client = createApiClient({ ...base, fetch: server.fetch });
    await client.post('admin/login', { email: 'a@b.co', password: 'secret1' });
    expect(server.seen[0]).toMatchObject({ method: 'POST', authorization: 'Bearer admin-token' });
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({ email: 'a@b.co', password: 'secret1' });
  });

  it('sends no Authorization header without a token', async () => {
    const server = fakeServer(200, { success: true, data: null });
    const client = createApiClient({ ...base, customerToken: () => null, fetch: server.fetch });
    await client.get('auth/IsLoggedIn');
    expect(server.seen[0]?.authorization).toBeNull();
  });

  it('turns a failure envelope into an ApiError with status, server message and field errors', async () => {
    const server = fakeServer(400, {
      success: false,
      message: 'Some fields are not valid',
      errors: { email: 'Please enter a valid email address' },
    });
    const client = createApiClient({ ...base, fetch: server.fetch });
    const error = await client.post('auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      fromServer: true,
      message: 'Some fields are not valid',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('reports a network failure as status 0', async () => {
    const client = createApiClient({
      ...base,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await client.get('products/data/men').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, kind: 'network', fromServer: false });
  });

  it('rejects a body that is not an envelope', async () => {
    const server = fakeServer(200, { hello: 'world' });
    const client = createApiClient({ ...base, fetch: server.fetch });
    await expect(client.get('products/data/men')).rejects.toMatchObject({ message: 'Invalid response from server' });
  });
});
