import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COOKIE_NAME } from '../../http/sessions';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createWebRoot } from '../../testing/web-root';

// How the pages the server writes (pages.test.ts says what is in them) travel: compressed once
// per catalogue version and answered from memory, with ETags (docs/decisions/287).
const dist = createWebRoot();
afterAll(dist.remove);

describe.each(TEST_DATABASE_KINDS)('written pages sent on %s', (kind) => {
  const t = useTestApp(kind, { seed: true, app: { webRoot: dist.root, publicUrl: 'https://shop.example.in' } });

  // docs/decisions/287: a written page is compressed once per catalogue version and answered from memory.
  it('sends a written page as brotli or gzip as the browser accepts, the same page as the plain one', async () => {
    const plain = await t.app.request('/store/products');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [accepted, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.request('/store/products', { headers: { 'Accept-Encoding': accepted } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), accepted).toBe(coding);
      // Compressed copies, and the visitor's or the shopper's top bar (decision 200) by the cookie.
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(Buffer.byteLength(text) / 3);
      expect(decode(bytes).toString('utf8')).toBe(text);
    }
  });

  it('answers a written page the browser holds with 304, and a gone product with 404 compressed', async () => {
    const first = await t.app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+-br"$/);
    const again = await t.app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Signed in, the top bar differs (decision 200): another page, so not the one the browser holds.
    const signedIn = await t.app.request('/', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag, Cookie: `${COOKIE_NAME.customer}=x` },
    });
    expect(signedIn.status).toBe(200);
    const gone = await t.app.request('/productpage/no-such-product', { headers: { 'Accept-Encoding': 'br' } });
    expect(gone.status).toBe(404);
    expect(brotliDecompressSync(Buffer.from(await gone.arrayBuffer())).toString('utf8')).toContain('noindex');
  });
});
