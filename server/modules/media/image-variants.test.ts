import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithoutDatabase } from '../../testing/test-app';
import { contentHash } from './media-keys';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-variants-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
const app = createAppWithoutDatabase({ uploadsDir });

let uploaded = '';
beforeAll(async () => {
  // An upload as the admin form stores it: 800 px wide WebP under a content-hashed name.
  const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#b08850' } })
    .webp()
    .toBuffer();
  uploaded = `products/p1/1-800-${contentHash(photo)}.webp`;
  mkdirSync(path.join(uploadsDir, 'products', 'p1'), { recursive: true });
  writeFileSync(path.join(uploadsDir, uploaded), photo);
});

async function variant(url: string, accept: string) {
  const res = await app.request(url, { headers: { accept } });
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const info = await sharp(bytes).metadata();
  return { res, bytes, info };
}

describe('pictures at the widths pages ask for (?w=)', () => {
  it('sends an upload as AVIF or WebP, by Accept, at the width asked', async () => {
    const avif = await variant(`/media/uploads/${uploaded}?w=480`, 'image/avif,image/webp,image/*');
    expect(avif.res.headers.get('content-type')).toBe('image/avif');
    expect(avif.info).toMatchObject({ width: 480, height: 600 });
    expect(avif.res.headers.get('vary')).toMatch(/accept/i);
    const webp = await variant(`/media/uploads/${uploaded}?w=480`, 'image/webp,*/*');
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.info).toMatchObject({ format: 'webp', width: 480, height: 600 });
    const png = await variant(`/media/uploads/${uploaded}?w=240`, '*/*');
    expect(png.res.headers.get('content-type')).toBe('image/png');
  });

  it('resizes an upload, keeps its aspect and its year-long immutable caching', async () => {
    const small = await variant(`/media/uploads/${uploaded}?w=240`, 'image/webp');
    expect(small.info).toMatchObject({ format: 'webp', width: 240, height: 300 });
    expect(small.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(small.res.headers.get('content-length'))).toBe(small.bytes.length);
    // Asked again: the kept variant, byte for byte.
    expect((await variant(`/media/uploads/${uploaded}?w=240`, 'image/webp')).bytes).toEqual(small.bytes);
    // Never enlarged beyond what was uploaded.
    expect((await variant(`/media/uploads/${uploaded}?w=800`, 'image/avif')).info).toMatchObject({ width: 800 });
  });

  it("sends the picture as stored for a width pages never ask for, and a demo picture's old SVG name as its SVG", async () => {
    const svg = await app.request('/media/demo/JX-BWL-0001-1.svg?w=480', { headers: { accept: 'image/avif' } });
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const upload = await app.request(`/media/uploads/${uploaded}?w=5000`, { headers: { accept: 'image/avif' } });
    expect(upload.headers.get('content-type')).toBe('image/webp');
  });
});
