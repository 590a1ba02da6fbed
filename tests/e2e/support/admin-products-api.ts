import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';
import type { UploadProgressEvent } from '../../../contract/admin-products';
import type { Product } from '../../../contract/product';
import type { ProductStock } from '../../../contract/stock';
import { TEST_PRODUCT_BROAD_CATEGORY, TEST_PRODUCT_MARK, uniqueSuffix } from './shop-api';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A product of the test's own, added through POST /api/admin/add-product-with-progress as the
 * back office does (one picture): its title carries TEST_PRODUCT_MARK, so no other test picks it.
 */
export async function addTestProduct(
  request: APIRequestContext,
  token: string,
  fields: { title: string; inventory: number },
): Promise<Product> {
  const suffix = uniqueSuffix();
  const res = await request.post('/api/admin/add-product-with-progress', {
    headers: bearer(token),
    multipart: {
      title: `${TEST_PRODUCT_MARK} ${fields.title} ${suffix}`,
      category: 'laundry',
      broadCategory: TEST_PRODUCT_BROAD_CATEGORY,
      price: '499',
      articleCode: `E2E-${suffix.toUpperCase()}`,
      inventory: String(fields.inventory),
      images: {
        name: 'icon.png',
        mimeType: 'image/png',
        buffer: readFileSync('public/icons/icon-192.png'),
      },
    },
  });
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as UploadProgressEvent);
  const last = events.at(-1);
  expect(last?.status, text).toBe('completed');
  if (!last?.product) throw new Error(`no product in ${text}`);
  return last.product;
}

/** GET /api/admin/products/{id}/stock: the stock and the latest ledger rows. */
export async function adminProductStock(request: APIRequestContext, token: string, id: string): Promise<ProductStock> {
  const res = await request.get(`/api/admin/products/${encodeURIComponent(id)}/stock`, { headers: bearer(token) });
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  return (JSON.parse(text) as { data: ProductStock }).data;
}

/** POST /api/admin/delete-product/{id}: the test's product goes when the test is done. */
export async function deleteTestProduct(request: APIRequestContext, token: string, id: string): Promise<void> {
  const res = await request.post(`/api/admin/delete-product/${encodeURIComponent(id)}`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
}
