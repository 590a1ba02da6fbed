import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { expandDemoCatalogue } from '../../db/seed/demo-catalogue';
import { createTestIntegrations } from '../../testing/test-integrations';
import { demoArtworkLayers } from './demo-artwork';

// The media routes never touch the database, so these tests need none.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-uploads-'));
mkdirSync(path.join(uploadsDir, 'products', 'p1'), { recursive: true });
writeFileSync(path.join(uploadsDir, 'products', 'p1', '1-800.webp'), Buffer.from('RIFF0000WEBP'));
writeFileSync(path.join(uploadsDir, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
mkdirSync(path.join(uploadsDir, 'returns'));
writeFileSync(path.join(uploadsDir, 'returns', 'p1.webp'), Buffer.from('RIFF0000WEBP'));
const app = createApp({
  db: {} as Db,
  databaseKind: 'pglite',
  jwtSecret: 'x'.repeat(32),
  integrations: createTestIntegrations({} as Db),
  uploadsDir,
});
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

describe('GET /media/demo/{name}.webp', () => {
  it("sends a demo product's picture as an 800 px WebP, and at each page width as the browser takes best", async () => {
    const main = await app.request('/media/demo/JX-BWL-0001-1.webp');
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toBe('image/webp');
    expect(main.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await main.arrayBuffer());
    expect(Number(main.headers.get('content-length'))).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    // The natural jute swatch (#C8A165) is in the picture: its centre is the bowl's colour.
    const { data } = await sharp(bytes)
      .extract({ left: 390, top: 390, width: 20, height: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red, green, blue] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(blue);

    const small = await app.request('/media/demo/JX-BWL-0001-1.webp?w=240', {
      headers: { accept: 'image/avif,image/webp' },
    });
    expect(small.headers.get('content-type')).toBe('image/avif');
    expect(small.headers.get('vary')).toMatch(/accept/i);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 240, height: 240 });
    const hover = await app.request('/media/demo/JX-BWL-0001-2.webp?w=480', { headers: { accept: 'image/webp' } });
    const hoverBytes = Buffer.from(await hover.arrayBuffer());
    expect(await sharp(hoverBytes).metadata()).toMatchObject({ format: 'webp', width: 480 });
    // Made once: asked again, the same bytes.
    const again = await app.request('/media/demo/JX-BWL-0001-2.webp?w=480', { headers: { accept: 'image/webp' } });
    expect(Buffer.from(await again.arrayBuffer())).toEqual(hoverBytes);
  });

  it('draws each picture as its SVG draws it: the shared background under the product, in its colours', async () => {
    // Two products of different shapes and colours, both kinds of picture: the raster (PNG, so no
    // loss) against the picture's own SVG drawn whole at the same width.
    for (const name of ['JX-BWL-0001-1', 'JX-BWL-0001-2', 'JX-RCT-0001-1', 'JX-RCT-0001-2']) {
      const sent = await app.request(`/media/demo/${name}.webp?w=240`, { headers: { accept: 'image/png' } });
      expect(sent.headers.get('content-type'), name).toBe('image/png');
      const svg = await (await app.request(`/media/demo/${name}.svg`)).text();
      const pixels = async (input: Buffer, options?: { density: number }) =>
        (await sharp(input, options).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
      const drawn = await pixels(Buffer.from(await sent.arrayBuffer()));
      const whole = await pixels(Buffer.from(svg), { density: (72 * 240) / 800 });
      expect(drawn.length, name).toBe(whole.length);
      let largest = 0;
      for (let i = 0; i < drawn.length; i++) largest = Math.max(largest, Math.abs((drawn[i] ?? 0) - (whole[i] ?? 0)));
      // Compositing rounds once more than drawing whole: a few levels of 255 at most.
      expect(largest, name).toBeLessThanOrEqual(4);
    }
  });
});

// The names of rows seeded before the demo pictures were sent as rasters (docs/decisions/348).
describe('GET /media/demo/{name}.svg', () => {
  it('draws the main picture and the hover close-up of a demo product', async () => {
    const main = await app.request('/media/demo/JX-BWL-0001-1.svg');
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(main.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await main.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800"/);
    expect(svg).toContain('#C8A165'); // the natural jute swatch colour
    expect(svg).toContain('aria-label="Hand-Braided Jute Bowl (Natural)"');
    const hover = await (await app.request('/media/demo/JX-BWL-0001-2.svg')).text();
    expect(hover).not.toBe(svg);
    expect(hover).toContain('scale(1.75)');
  });

  it('is deterministic and draws every demo product in its own colour', () => {
    for (const product of expandDemoCatalogue()) {
      const svg = demoArtworkLayers(`${product.articleCode}-1`)?.svg;
      expect(svg, product.articleCode).toContain(product.colour.code);
      expect(demoArtworkLayers(`${product.articleCode}-2`)?.svg).toBeDefined();
    }
    expect(demoArtworkLayers('JX-HOM-0002-1')).toEqual(demoArtworkLayers('JX-HOM-0002-1'));
  });

  it('answers 404 for names it does not know', async () => {
    for (const name of [
      'JX-BWL-9999-1.svg',
      'JX-BWL-0001-3.svg',
      'JX-BWL-9999-1.webp?w=240',
      'JX-BWL-0001-3.webp',
      'JX-BWL-0001-1.jpg',
      '..%2Fsecret.webp',
      'JX-BWL-0001-1.png',
      'anything.svg',
      '..%2Fsecret.svg',
    ]) {
      const res = await app.request(`/media/demo/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toMatchObject({ success: false });
    }
  });

  it('compresses the SVG for clients that accept gzip', async () => {
    const res = await app.request('/media/demo/JX-SPT-0001-1.svg', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('GET /media/uploads/* from files (one machine)', () => {
  it('serves product images from the uploads directory', async () => {
    const res = await app.request('/media/uploads/products/p1/1-800.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers 404 for a missing upload, anything outside products/, and paths that leave the directory', async () => {
    for (const name of [
      'products/p1/missing.webp',
      'products/p1',
      'returns/p1.webp',
      'photo.png',
      '..%2F..%2Fetc%2Fpasswd',
      'products/..%2F..%2Fetc%2Fpasswd',
      'products/p1/..%2F..%2F..%2Fphoto.png',
    ]) {
      const res = await app.request(`/media/uploads/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});
