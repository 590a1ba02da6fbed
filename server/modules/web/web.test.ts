import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { createTestIntegrations } from '../../testing/test-integrations';

// A stand-in for vite's dist/: the shell, a hashed asset, the service worker, the manifest, an icon.
const dist = mkdtempSync(path.join(os.tmpdir(), 'jutexx-dist-'));
const SHELL = `<!doctype html><html><head><title>Jutexx</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'icons'));
writeFileSync(path.join(dist, 'index.html'), SHELL);
writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), `console.info(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Jutexx"}');
writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Static serving never touches the database.
const app = createApp({
  db: {} as Db,
  databaseKind: 'pglite',
  jwtSecret: 'x'.repeat(32),
  integrations: createTestIntegrations({} as Db),
  webRoot: dist,
});

describe('serving the built PWA', () => {
  it('serves hashed assets for a year, immutable', async () => {
    const res = await app.request('/assets/index-3f2a1b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser revalidate the shell, the service worker and the manifest', async () => {
    for (const file of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.request(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
    expect((await app.request('/icons/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers client routes and legacy links with the shell', async () => {
    for (const route of [
      '/store/ladies',
      '/productpage/some-slug',
      '/admin/orders',
      '/en_in/productpage.JX-BWL-0001.html',
    ]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text()).toBe(SHELL);
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

  it('gzips text files for clients that accept it', async () => {
    const res = await app.request('/assets/index-3f2a1b.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const shell = await app.request('/store/men', { headers: { 'accept-encoding': 'gzip' } });
    expect(shell.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('without a build', () => {
  const apiOnly = createApp({
    db: {} as Db,
    databaseKind: 'pglite',
    jwtSecret: 'x'.repeat(32),
    integrations: createTestIntegrations({} as Db),
  });

  it('says how to build the web app and keeps /api JSON', async () => {
    const page = await apiOnly.request('/store/men');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build');
    expect((await apiOnly.request('/api/unknown')).status).toBe(404);
  });
});
