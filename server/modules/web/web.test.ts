import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../scripts/compress-assets';
import { createAppWithoutDatabase } from '../../testing/test-app';
import { createWebRoot, TEST_SHELL } from '../../testing/web-root';

// A stand-in for vite's dist/: the shell, a hashed asset, the service worker, the manifest, an icon.
const dist = createWebRoot({
  'assets/index-3f2a1b.js': `console.info(${JSON.stringify('x'.repeat(4000))});`,
  'sw.js': `self.addEventListener("install", () => {});${'\n// precache list'.repeat(100)}`,
  'manifest.webmanifest': '{"name":"Jutexx"}',
  'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
});
afterAll(dist.remove);
// What `npm run build` does after vite: .br and .gz copies of the text files.
beforeAll(() => compressAssets(dist.root));

// Static serving never touches the database (the catalogue pages are tested in pages.test.ts).
const app = createAppWithoutDatabase({ webRoot: dist.root });

describe('serving the built PWA', () => {
  it('serves hashed assets for a year, immutable', async () => {
    const res = await app.request('/assets/index-3f2a1b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate the shell, the service worker and the manifest', async () => {
    for (const file of ['/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.request(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
    expect((await app.request('/icons/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers client routes and legacy links with the shell', async () => {
    for (const route of ['/faq', '/checkout', '/admin/orders', '/en_in/productpage.JX-BWL-0001.html']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text()).toBe(TEST_SHELL);
    }
  });

  it('answers a missing hashed asset with 404, not the shell', async () => {
    const res = await app.request('/assets/index-000000.js');
    expect(res.status).toBe(404);
  });

  it('never answers /api or /media paths with the shell', async () => {
    const api = await app.request('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
    expect((await app.request('/media/nothing')).status).toBe(404);
  });

  it('sends hashed assets as their brotli or gzip copy made at build time, by Accept-Encoding', async () => {
    const original = readFileSync(path.join(dist.root, 'assets', 'index-3f2a1b.js'));
    const fetchAsset = async (acceptEncoding?: string) => {
      const res = await app.request('/assets/index-3f2a1b.js', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      return { encoding: res.headers.get('content-encoding'), body };
    };
    const br = await fetchAsset('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(original);
    expect(br.body.length).toBeLessThan(original.length / 10);
    const gz = await fetchAsset('gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(original);
    const plain = await fetchAsset();
    expect(plain.encoding).toBeNull();
    expect(plain.body).toEqual(original);
  });

  it('sends the service worker as its brotli copy, revalidated, with the shell policy, and a tiny manifest as is', async () => {
    const original = readFileSync(path.join(dist.root, 'sw.js'));
    const sw = await app.request('/sw.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-encoding')).toBe('br');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(brotliDecompressSync(Buffer.from(await sw.arrayBuffer()))).toEqual(original);
    const manifest = await app.request('/manifest.webmanifest', { headers: { 'accept-encoding': 'br' } });
    expect(manifest.headers.get('content-encoding')).toBeNull();
    expect(manifest.headers.get('content-type')).toMatch(/manifest\+json/);
    expect(manifest.headers.get('content-length')).toBe('17');
    expect(await manifest.text()).toBe('{"name":"Jutexx"}');
    const gzipOnly = await app.request('/sw.js', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a new service worker script as soon as a release replaces it on disk, never the old copy', async () => {
    const br = { 'accept-encoding': 'br' };
    const before = await app.request('/sw.js', { headers: br });
    await before.arrayBuffer();
    const file = path.join(dist.root, 'sw.js');
    const released = `${readFileSync(file, 'utf8')}\n// the next release`;
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(file, released);
    const after = await app.request('/sw.js', { headers: br });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const body = Buffer.from(await after.arrayBuffer());
    const text = after.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body) : body;
    expect(text.toString('utf8')).toBe(released);
  });

  it('answers 304 when the browser has the same representation (ETag), and the file otherwise', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await app.request('/assets/index-3f2a1b.js', { headers: br });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/assets/index-3f2a1b.js', { headers: { ...br, 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Another coding is another representation: its own ETag, so the browser gets the bytes.
    const plain = await app.request('/assets/index-3f2a1b.js', { headers: { 'if-none-match': etag ?? '' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).not.toBe(etag);
    const icon = await app.request('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('sends the shell of client routes compressed too', async () => {
    const shell = await app.request('/faq', { headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('without a build', () => {
  const apiOnly = createAppWithoutDatabase();

  it('says how to build the web app and keeps /api JSON', async () => {
    const page = await apiOnly.request('/store/men');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    expect((await apiOnly.request('/api/unknown')).status).toBe(404);
  });
});
