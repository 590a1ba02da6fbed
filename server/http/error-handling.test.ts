import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../contract/messages';
import { createApp, MAX_JSON_BODY_BYTES } from '../app';
import type { Db } from '../db/client';
import { call } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';
import { createTestIntegrations } from '../testing/test-integrations';
import { UNKNOWN_ERROR_MESSAGE } from './error-handler';

describe.each(TEST_DATABASE_KINDS)('bad input never gives a 500 (%s)', (kind) => {
  const t = useTestApp(kind);

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/auth/nothing'],
      ['GET', '/api/products/data/item/a/b'],
      ['DELETE', '/api/auth/login'],
    ] as const) {
      const res = await call(t.app, method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: messages.notFound });
    }
  });

  it('answers malformed JSON with 400', async () => {
    for (const rawBody of ['{', '{"login": }', 'login=a@b.in', '\u0000']) {
      const res = await call(t.app, 'POST', '/api/auth/login', {
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toEqual({ success: false, message: messages.malformedJson });
    }
  });

  it('answers a body that is JSON but not an object with 400', async () => {
    for (const body of [null, [], ['a'], 'text', 42, true]) {
      const res = await call(t.app, 'POST', '/api/auth/register', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: false, message: messages.invalidInput });
    }
  });

  it('reports fields of the wrong type with the field messages', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { firstName: 42, lastName: null, email: ['a@b.in'], phoneNumber: {}, password: 123456 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: messages.firstNameRequired,
      errors: {
        firstName: messages.firstNameRequired,
        lastName: messages.lastNameRequired,
        email: messages.emailInvalid,
        phoneNumber: messages.phoneInvalid,
        password: messages.passwordTooShort,
      },
    });
    const empty = await call(t.app, 'POST', '/api/auth/login');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { login: messages.emailInvalid, password: messages.passwordTooShort } });
  });

  it('refuses huge strings inside a body under the size limit', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        firstName: 'a'.repeat(500_000),
        lastName: 'b',
        email: 'x@y.in',
        phoneNumber: '9876543210',
        password: 'p'.repeat(300),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      errors: { firstName: expect.any(String), password: expect.any(String) },
    });
  });

  it('answers a body over 1 MB with 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ login: 'a@b.in', password: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const streamed = await call(t.app, 'POST', '/api/auth/login', {
      rawBody: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({ success: false, message: messages.bodyTooLarge });
    const declared = await call(t.app, 'POST', '/api/auth/login', {
      rawBody: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(declared.status).toBe(413);
  });

  it('over real HTTP/1.1: no body is an empty one; a large body is 413 and a non-JSON one 415, declared or chunked', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    // node:http, so each request's framing is exactly as written: no length, a length, or chunks.
    const post = (headers: Record<string, string>, chunks: string[]) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        request.on('error', reject);
        for (const chunk of chunks) request.write(chunk);
        request.end();
      });
    try {
      // Neither Content-Length nor chunks: RFC 9112 says there is no body, read as {} (decision 266).
      const empty = await post({ 'content-type': 'application/json' }, []);
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ success: false, errors: expect.any(Object) });
      const big = JSON.stringify({ login: 'a@b.in', password: 'x'.repeat(MAX_JSON_BODY_BYTES) });
      const declared = await post(
        { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)) },
        [big],
      );
      expect(declared).toEqual({ status: 413, body: { success: false, message: messages.bodyTooLarge } });
      const half = Math.floor(big.length / 2);
      const chunked = await post({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [
        big.slice(0, half),
        big.slice(half),
      ]);
      expect(chunked).toEqual({ status: 413, body: { success: false, message: messages.bodyTooLarge } });
      // A type that is not JSON: refused when chunks carry a body, let through when nothing
      // frames one (a POST without a body may name any type; decision 279 reads that off the
      // headers instead of opening the body's stream).
      const plainChunked = await post({ 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, ['login=a']);
      expect(plainChunked).toEqual({ status: 415, body: { success: false, message: messages.bodyNotJson } });
      const plainEmpty = await post({ 'content-type': 'text/plain' }, []);
      expect(plainEmpty.status).toBe(400);
      expect(plainEmpty.body).toMatchObject({ success: false, errors: expect.any(Object) });
    } finally {
      server.close();
    }
  });

  it('refuses a form-encoded or multipart body on a JSON route with 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call(t.app, 'POST', '/api/auth/login', {
        rawBody: 'login=a',
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body).toEqual({ success: false, message: messages.bodyNotJson });
    }
  });
});

describe('an unexpected failure', () => {
  // A database that fails every query: the server's fault, not the client's.
  const broken = {
    select() {
      throw new Error('database exploded');
    },
    execute() {
      return Promise.reject(new Error('connection refused'));
    },
  } as unknown as Db;
  const app = createApp({
    db: broken,
    databaseKind: 'postgres',
    jwtSecret: 'x'.repeat(32),
    integrations: createTestIntegrations(broken),
  });

  const silenceConsoleError = () => {
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    return logged;
  };

  it('is logged and answered with a plain 500 that reveals nothing', async () => {
    const logged = silenceConsoleError();
    const res = await call(app, 'POST', '/api/auth/login', { body: { login: 'a@b.in', password: 'secret-1' } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: UNKNOWN_ERROR_MESSAGE });
    expect(String(logged[0]?.[0])).toContain('POST /api/auth/login failed');
    expect(String(logged[0]?.[1])).toContain('database exploded');
  });

  it('makes the health check answer 503', async () => {
    const logged = silenceConsoleError();
    const res = await call(app, 'GET', '/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: 'Database unavailable' });
    expect(logged).toHaveLength(1);
  });
});
