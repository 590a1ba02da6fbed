import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceMessages, type UploadProgressEvent } from '../../../contract/admin-products';
import { messages } from '../../../contract/messages';
import type { Product } from '../../../contract/product';
import { products } from '../../db/schema/catalogue';
import { adminAndCustomer, someProducts } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

/** The reproduction of issue 9: 'abc' made an active Rs.0.00 product, '-50' became 50. */
const REFUSED: [string, string][] = [
  ['abc', priceMessages.notPositive],
  ['-50', priceMessages.notPositive],
  ['0', priceMessages.notPositive],
  ['Rs.0.00', priceMessages.notPositive],
  ['12.345', priceMessages.tooManyDecimals],
  ['Rs.99,99,999.00', priceMessages.tooHigh],
];

async function events(res: Response): Promise<UploadProgressEvent[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as UploadProgressEvent);
}

describe.each(TEST_DATABASE_KINDS)('product prices on %s', (kind) => {
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-prices-'));
  const t = useTestApp(kind, { seed: true, app: { uploadsDir } });
  let adminToken: string;
  let image: Buffer;
  beforeAll(async () => {
    ({ adminToken } = await adminAndCustomer(t.app, t.db));
    image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  const add = async (price: string, articleCode: string) => {
    const body = new FormData();
    const fields = { title: `Price test ${articleCode}`, category: 'ladies', price, articleCode };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'a.png');
    const res = await t.app.request('/api/admin/add-product-with-progress', {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    return events(res);
  };
  const byCode = (articleCode: string) => t.db.select().from(products).where(eq(products.articleCode, articleCode));
  const edit = (slug: string, body: unknown) =>
    call(t.app, 'POST', `/api/admin/edit-product/${slug}`, { token: adminToken, body });

  it('refuses a price that is not a positive number on add: an error event naming it, nothing created', async () => {
    for (const [index, [price, message]] of REFUSED.entries()) {
      const code = `JTX-PRICE-BAD-${index}`;
      const list = await add(price, code);
      expect(list.at(-1), price).toMatchObject({ status: 'error', message });
      expect(list.some((e) => e.status === 'completed')).toBe(false);
      expect(await byCode(code), price).toEqual([]);
    }
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it('answers an empty price on add with the spec alert for required fields', async () => {
    const list = await add('', 'JTX-PRICE-EMPTY');
    expect(list.at(-1)).toMatchObject({ status: 'error', message: messages.addProductRequired });
    expect(await byCode('JTX-PRICE-EMPTY')).toEqual([]);
  });

  it('accepts Rs.1,299.50 on add, keeping the paise', async () => {
    const list = await add('Rs.1,299.50', 'JTX-PRICE-OK');
    expect(list.at(-1)?.product).toMatchObject({ numericPrice: 1299.5, price: 'Rs.1,299.50', status: 'active' });
    const [row] = await byCode('JTX-PRICE-OK');
    expect(row?.pricePaise).toBe(129_950);
  });

  it('refuses a bad price text or number on edit with 400 and errors.price, changing nothing', async () => {
    const [p] = await someProducts(t.db, 1);
    if (!p) throw new Error('seeded');
    for (const [price, message] of [...REFUSED, ['', priceMessages.notPositive] as [string, string]]) {
      const res = await edit(p.slug, { price, sellingAttribute: 'Changed' });
      expect(res.status, price).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, errors: { price: message } });
    }
    for (const [numericPrice, message] of [
      [0, priceMessages.notPositive],
      [-50, priceMessages.notPositive],
      [12.345, priceMessages.tooManyDecimals],
    ] as const) {
      const res = await edit(p.slug, { numericPrice });
      expect(res.status, String(numericPrice)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, errors: { numericPrice: message } });
    }
    const [after] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(after).toMatchObject({
      pricePaise: p.pricePaise,
      sellingAttribute: p.sellingAttribute,
      version: p.version,
    });
  });

  it('accepts Rs.1,299.50 on edit', async () => {
    const [p] = await someProducts(t.db, 1);
    if (!p) throw new Error('seeded');
    const edited = dataOf(await edit(p.slug, { price: 'Rs.1,299.50' })) as Product;
    expect(edited).toMatchObject({ numericPrice: 1299.5, price: 'Rs.1,299.50' });
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row?.pricePaise).toBe(129_950);
  });
});
