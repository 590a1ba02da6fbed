import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { failure, ok } from './envelope';

/** As server/app.ts mounts it: compress() in front of routes answering with the envelope. */
function appWithCompression() {
  const app = new Hono();
  app.use('*', compress());
  app.get('/small', (c) => ok(c, { cart: [], value: 0 }));
  app.get('/large', (c) => ok(c, { text: 'jute '.repeat(400) }));
  app.get('/refused', (c) => failure(c, 409, 'Ünïcode counts in bytes', { quantity: 'too many' }));
  return app;
}

const gzipAccepted = { 'accept-encoding': 'gzip, deflate, br' };

describe('JSON answers state their length', () => {
  it('leaves an answer under 1 KB uncompressed, with its length in bytes', async () => {
    const app = appWithCompression();
    const small = await app.request('/small', { headers: gzipAccepted });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-type')).toBe('application/json');
    const text = await small.text();
    expect(JSON.parse(text)).toEqual({ success: true, data: { cart: [], value: 0 } });
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const refused = await app.request('/refused', { headers: gzipAccepted });
    expect(refused.status).toBe(409);
    const bytes = Buffer.from(await refused.arrayBuffer());
    expect(refused.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      success: false,
      message: 'Ünïcode counts in bytes',
      errors: { quantity: 'too many' },
    });
  });

  it('still gzips a larger answer for a client that accepts it', async () => {
    const large = await appWithCompression().request('/large', { headers: gzipAccepted });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString('utf8'));
    expect(body).toEqual({ success: true, data: { text: 'jute '.repeat(400) } });
  });
});
