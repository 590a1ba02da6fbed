import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { mediaObjects } from '../../db/schema/media';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { createDatabaseMediaStore } from './database-media-store';
import { createDiskMediaStore } from './disk-media-store';
import { contentHash } from './media-keys';
import type { MediaStore } from './media-store';

const webp = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8a165' } })
    .webp()
    .toBuffer();

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-media-store-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** Each store on each database (the disk store ignores the database). */
const cases = TEST_DATABASE_KINDS.flatMap((kind) => [
  { kind, store: 'files' as const },
  { kind, store: 'database' as const },
]);

describe.each(cases)('media store of $store on $kind', ({ kind, store }) => {
  const t = useTestApp(kind);
  const media = (): MediaStore =>
    store === 'files' ? createDiskMediaStore(path.join(uploadsDir, kind)) : createDatabaseMediaStore(t.db);
  // An app serving from the store under test, as main builds it.
  const appWith = () =>
    createApp({
      db: t.db,
      databaseKind: t.database.kind,
      jwtSecret: 'x'.repeat(32),
      integrations: t.integrations,
      mediaStore: media(),
    });

  it('keeps what is put, replaces it, removes a key and a whole folder', async () => {
    const bytes = await webp();
    const m = media();
    await m.put('products/aa11/1-800.webp', bytes, 'image/webp');
    await m.put('products/aa11/2-800.webp', bytes, 'image/webp');
    await m.put('products/bb22/1-800.webp', bytes, 'image/webp');
    expect(await m.get('products/aa11/1-800.webp')).toEqual({ bytes, contentType: 'image/webp', size: bytes.length });
    const other = Buffer.concat([bytes, Buffer.from([0])]);
    await m.put('products/aa11/1-800.webp', other, 'image/webp');
    expect((await m.get('products/aa11/1-800.webp'))?.size).toBe(other.length);
    await m.remove('products/aa11/2-800.webp');
    expect(await m.get('products/aa11/2-800.webp')).toBeUndefined();
    await m.removeFolder('products/aa11');
    expect(await m.get('products/aa11/1-800.webp')).toBeUndefined();
    expect(await m.get('products/bb22/1-800.webp')).toBeDefined();
    expect(await m.get('products/none/1-800.webp')).toBeUndefined();
  });

  it('refuses keys that could leave their folder', async () => {
    const m = media();
    for (const key of ['../x.webp', 'products/../../x.webp', '/etc/passwd', 'products//x.webp', 'x.webp', 'a/.b']) {
      await expect(m.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Not a media key');
    }
    await expect(m.removeFolder('products/..')).rejects.toThrow('Not a media key');
  });

  it('serves a content-hashed product image as immutable, and never a return photo', async () => {
    const bytes = await webp();
    const key = `products/cc33/1-800-${contentHash(bytes)}.webp`;
    await media().put(key, bytes, 'image/webp');
    await media().put('returns/cc33.webp', bytes, 'image/webp');
    const app = appWith();
    const res = await app.request(`/media/uploads/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect((await app.request('/media/uploads/returns/cc33.webp')).status).toBe(404);
    expect((await app.request('/media/uploads/products/cc33/9-800.webp')).status).toBe(404);
  });

  if (store === 'database') {
    it('keeps the bytes in media_objects with their type and size', async () => {
      const bytes = await webp();
      await media().put('products/dd44/1-400.webp', bytes, 'image/webp');
      const rows = await t.db.select().from(mediaObjects);
      expect(rows.find((row) => row.path === 'products/dd44/1-400.webp')).toMatchObject({
        contentType: 'image/webp',
        size: bytes.length,
        bytes,
      });
    });
  }
});
