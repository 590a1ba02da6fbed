import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  type UploadProgressEvent,
  uploadMessages,
} from '../../../contract/admin-products';
import { messages } from '../../../contract/messages';
import { products } from '../../db/schema/catalogue';
import { stockMoves } from '../../db/schema/stock';
import { FORM_UNREADABLE } from '../../http/read-form';
import { adminAndCustomer } from '../../testing/orders';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from './product-images';

const png = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: '#a0522d' } })
    .png()
    .toBuffer();

/** Reads the whole event stream and returns its events in order. */
async function events(res: Response): Promise<UploadProgressEvent[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as UploadProgressEvent);
}

describe.each(TEST_DATABASE_KINDS)('add product with progress on %s', (kind) => {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-uploads-'));
  const t = useTestApp(kind, { seed: true, app: { uploadsDir } });
  let adminToken: string;
  let customerToken: string;
  let adminEmail: string;
  beforeAll(async () => {
    const made = await adminAndCustomer(t.app, t.db);
    ({ adminToken, customerToken } = made);
    adminEmail = made.admin.email;
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  const form = async (fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const file of files)
      body.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
    return body;
  };
  const upload = (body: FormData, token = adminToken) =>
    t.app.request('/api/admin/add-product-with-progress', {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}` },
    });
  const fields = {
    title: 'Sunrise Jute Tote, Large!',
    category: 'ladies',
    price: 'Rs.1,299.00',
    articleCode: 'JTX-UP-001',
    swatches: JSON.stringify([
      { colorName: 'Sand', colorCode: '#c2b280' },
      { colorName: 'Only a name', colorCode: '' },
    ]),
  };

  it('streams progress to 100 and ends with the saved product, images written under generated names', async () => {
    const res = await upload(
      await form(fields, [
        { name: '../../evil.png', bytes: await png(1600) },
        { name: 'b.png', bytes: await png(300) },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const list = await events(res);
    const progress = list.map((e) => e.progress);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const last = list.at(-1);
    expect(last).toMatchObject({ status: 'completed', progress: 100 });
    const product = last?.product;
    expect(product).toMatchObject({
      title: fields.title,
      slug: 'sunrise-jute-tote-large-jutexx',
      broadCategory: 'Jutexx',
      numericPrice: 1299,
      price: 'Rs.1,299.00',
      inventory: 10,
      sellingAttribute: 'Default',
      swatches: [{ colorName: 'Sand', colorCode: '#c2b280' }],
    });
    // Its stock is the ledger's opening row, by the staff member who added it.
    const moves = await t.db
      .select()
      .from(stockMoves)
      .where(eq(stockMoves.productId, product?._id ?? ''));
    expect(moves).toEqual([
      expect.objectContaining({ reason: 'opening', delta: 10, stockAfter: 10, byName: adminEmail, orderId: null }),
    ]);
    // Names carry a hash of their bytes, so they may be cached as immutable (docs/decisions/154).
    expect(product?.image[0]).toMatchObject({
      src: expect.stringMatching(new RegExp(`^/media/uploads/products/${product?._id}/1-800-[0-9a-f]{12}\\.webp$`)),
      alt: `${fields.title} Model`,
      dataAltText: fields.title,
    });
    const files = readdirSync(path.join(uploadsDir, 'products', product?._id ?? '')).sort();
    expect(files.map((file) => file.replace(/-[0-9a-f]{12}\.webp$/, '-{hash}.webp'))).toEqual([
      '1-1200-{hash}.webp',
      '1-400-{hash}.webp',
      '1-800-{hash}.webp',
      '2-1200-{hash}.webp',
      '2-400-{hash}.webp',
      '2-800-{hash}.webp',
    ]);
    const main = path.basename(product?.image[0]?.src ?? '');
    const meta = await sharp(path.join(uploadsDir, 'products', product?._id ?? '', main)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800 });
    const served = await t.app.request(product?.image[0]?.src ?? '');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The same title again gets a unique slug.
    const again = await events(
      await upload(await form({ ...fields, articleCode: 'JTX-UP-002' }, [{ name: 'c.png', bytes: await png(100) }])),
    );
    expect(again.at(-1)?.product?.slug).toMatch(/^sunrise-jute-tote-large-jutexx-[0-9a-f]+$/);
  });

  it('refuses a text file named .png with an error event and writes nothing', async () => {
    const before = readdirSync(path.join(uploadsDir, 'products')).length;
    const list = await events(
      await upload(
        await form({ ...fields, articleCode: 'JTX-UP-003' }, [
          { name: 'photo.png', bytes: Buffer.from('just some text') },
        ]),
      ),
    );
    expect(list.at(-1)).toMatchObject({ status: 'error', message: IMAGE_TYPE_REFUSED });
    expect(readdirSync(path.join(uploadsDir, 'products')).length).toBe(before);
    expect(await t.db.select().from(products).where(eq(products.articleCode, 'JTX-UP-003'))).toEqual([]);
  });

  it('reports missing fields and missing images with the spec messages', async () => {
    const missing = await events(
      await upload(await form({ title: 'No price' }, [{ name: 'a.png', bytes: await png(50) }])),
    );
    expect(missing.at(-1)).toMatchObject({ status: 'error', message: messages.addProductRequired });
    const noImage = await events(await upload(await form({ ...fields, articleCode: 'JTX-UP-004' }, [])));
    expect(noImage.at(-1)).toMatchObject({ status: 'error', message: messages.addProductImageRequired });
    // The lists are read first: a swatches text that is no JSON list speaks before a missing field.
    const badList = await events(
      await upload(await form({ price: '10', swatches: '{' }, [{ name: 'a.png', bytes: await png(50) }])),
    );
    expect(badList.at(-1)).toMatchObject({ status: 'error', message: uploadMessages.swatchesInvalid });
    const nine = await Promise.all(
      Array.from({ length: 9 }, async (_, i) => ({ name: `${i}.png`, bytes: await png(20) })),
    );
    const tooMany = await events(await upload(await form({ ...fields, articleCode: 'JTX-UP-006' }, nine)));
    expect(tooMany.at(-1)).toMatchObject({ status: 'error', message: uploadMessages.tooManyImages });
    const taken = await events(await upload(await form(fields, [{ name: 'a.png', bytes: await png(50) }])));
    expect(taken.at(-1)?.status).toBe('error');
  });

  it('refuses one image over 5 MB with an error event', async () => {
    const big = Buffer.concat([await png(50), Buffer.alloc(MAX_IMAGE_BYTES, 0)]);
    const list = await events(
      await upload(await form({ ...fields, articleCode: 'JTX-UP-005' }, [{ name: 'a.png', bytes: big }])),
    );
    expect(list.at(-1)).toMatchObject({ status: 'error', message: IMAGE_TOO_LARGE });
  });

  it('answers a body that is not multipart with 400 before streaming', async () => {
    const res = await t.app.request('/api/admin/add-product-with-progress', {
      method: 'POST',
      body: 'garbage--',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: FORM_UNREADABLE });
  });

  it('answers an oversized body with 413, and refuses a customer', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BODY_BYTES + 1024, 1);
    const res = await upload(await form(fields, [{ name: 'big.png', bytes: big }]));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(uploadMessages.uploadTooLarge);
    const customer = await upload(await form(fields, [{ name: 'a.png', bytes: await png(50) }]), customerToken);
    expect(customer.status).toBe(401);
  });
});
