import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGE } from '../../../contract/api/catalogue';
import { OWN_COLLECTION_BROAD_CATEGORY } from '../../../contract/catalogue';
import { messages } from '../../../contract/messages';
import { formatRupees } from '../../../contract/money';
import type { Product } from '../../../contract/product';
import { products } from '../../db/schema/catalogue';
import { createAdmin, loginAdmin, registerCustomer } from '../../testing/accounts';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const PRODUCT_KEYS = [
  '_id',
  'articleCode',
  'slug',
  'title',
  'description',
  'category',
  'broadCategory',
  'price',
  'numericPrice',
  'sellingAttribute',
  'image',
  'swatches',
  'variants',
  'inventory',
  'reviews',
  'brandName',
  'status',
  'featured',
  'createdAt',
  'updatedAt',
  '__v',
].sort();

const HIDDEN_CODE = 'JX-BWL-0002'; // a variant of the braided bowl, made inactive below

describe.each(TEST_DATABASE_KINDS)('catalogue reads on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let adminToken = '';

  beforeAll(async () => {
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.articleCode, HIDDEN_CODE));
    const admin = await createAdmin(t.db);
    adminToken = (await loginAdmin(t.app, admin.email)).AdminAccessToken;
  });

  const list = async (path: string, token?: string) => {
    const res = await call<Product[]>(t.app, 'GET', path, { token });
    expect(res.status, path).toBe(200);
    return dataOf(res);
  };

  it('sends products in exactly the contract shape, money derived from paise', async () => {
    const all = await list('/api/products/data/all-products');
    for (const product of all) {
      expect(Object.keys(product).sort()).toEqual(PRODUCT_KEYS);
      expect(product.price).toBe(formatRupees(product.numericPrice));
      expect(product.image.every((image) => image._id && image.src && image.dataAltImage)).toBe(true);
      expect(product.swatches.every((swatch) => swatch._id && swatch.articleLink.startsWith('/productpage/'))).toBe(
        true,
      );
      expect(product.__v).toBe(0);
      expect(Number.isNaN(Date.parse(product.createdAt))).toBe(false);
    }
    const basket = all.find((product) => product.articleCode === 'JX-BSK-0001');
    expect(basket).toMatchObject({
      price: 'Rs.1,199.00',
      numericPrice: 1199,
      category: 'basket',
      broadCategory: 'Jutexx',
    });
    expect(basket?.variants.map((variant) => variant.title)).toEqual([
      'Round Jute Storage Basket with Handles (Indigo)',
      'Round Jute Storage Basket with Handles (Terracotta)',
    ]);
    expect(basket?.variants[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: 'round-jute-storage-basket-with-handles-indigo-jutexx',
      title: 'Round Jute Storage Basket with Handles (Indigo)',
      image: '/media/demo/JX-BSK-0002-1.webp',
    });
  });

  it('lists all active products newest first, and inactive ones only for an admin', async () => {
    const publicList = await list('/api/products/data/all-products');
    expect(publicList.some((product) => product.articleCode === HIDDEN_CODE)).toBe(false);
    expect(publicList.every((product) => product.status === 'active')).toBe(true);
    const dates = publicList.map((product) => Date.parse(product.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // An inactive variant is not offered to shoppers either.
    const bowl = publicList.find((product) => product.articleCode === 'JX-BWL-0001');
    expect(bowl?.variants.map((variant) => variant.slug)).toEqual(['hand-braided-jute-bowl-terracotta-jutexx']);

    const res = await call<Product[]>(t.app, 'GET', '/api/products/data/all-products', { token: adminToken });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const adminList = dataOf(res);
    expect(adminList.length).toBe(publicList.length + 1);
    expect(adminList.find((product) => product.articleCode === HIDDEN_CODE)?.status).toBe('inactive');

    const customer = await registerCustomer(t.app);
    expect((await list('/api/products/data/all-products', customer.accessToken)).length).toBe(publicList.length);
  });

  it('marks public catalogue reads cacheable for a minute', async () => {
    const res = await call(t.app, 'GET', '/api/products/data/ladies');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('lists new arrivals: newArrival products and New Arrival attributes, newest first, at most 30', async () => {
    const arrivals = await list('/api/products/data/new-arrival');
    expect(arrivals.length).toBeGreaterThanOrEqual(5);
    expect(arrivals.length).toBeLessThanOrEqual(30);
    for (const product of arrivals) {
      expect(product.broadCategory === 'newArrival' || product.sellingAttribute === 'New Arrival').toBe(true);
    }
    const dates = arrivals.map((product) => Date.parse(product.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it.each([
    ['men', 'men'],
    ['ladies', 'ladies'],
    ['sport', 'sports'],
    ['kids', 'kids'],
    ['baby', 'baby'],
    ['home', 'home'],
  ])('lists /store/%s as the %s department', async (id, department) => {
    const found = await list(`/api/products/data/${id}`);
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const product of found) expect(String(product.category)).toMatch(new RegExp(`^${department}_`));
  });

  it('lists the own collection for "products"', async () => {
    const own = await list('/api/products/data/products');
    expect(own.length).toBeGreaterThanOrEqual(25);
    expect(own.every((product) => product.broadCategory === OWN_COLLECTION_BROAD_CATEGORY)).toBe(true);
    expect(own.filter((product) => product.featured)).toHaveLength(4);
  });

  it('answers an unknown category with an empty list', async () => {
    expect(await list('/api/products/data/garden')).toEqual([]);
  });

  it('applies ?limit and refuses a bad one', async () => {
    expect(await list('/api/products/data/products?limit=3')).toHaveLength(3);
    expect(await list('/api/products/data/ladies?limit=30')).toHaveLength(4);
    for (const bad of ['0', '101', 'abc', '-1', '2.5', '']) {
      const res = await call(t.app, 'GET', `/api/products/data/ladies?limit=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ success: false, message: LIMIT_MESSAGE, errors: { limit: LIMIT_MESSAGE } });
    }
  });

  it('searches title, article code and category text, ignoring case', async () => {
    const byTitle = await list('/api/products/data/search/LAUNDRY%20basket');
    expect(byTitle.map((product) => product.title)).toEqual(
      expect.arrayContaining(['Jute Laundry Basket with Lid (Natural)', 'Jute Laundry Basket with Lid (Charcoal)']),
    );
    expect((await list('/api/products/data/search/jx-mtk-0003')).map((product) => product.articleCode)).toEqual([
      'JX-MTK-0003',
    ]);
    const byCategory = await list('/api/products/data/search/home_rugs');
    expect(byCategory.map((product) => product.title)).toEqual(['Hand-Woven Jute Rug, 4 x 6 ft']);
    expect(await list('/api/products/data/search/%20%20')).toEqual([]);
    expect(await list('/api/products/data/search/%25%25')).toEqual([]);
    expect(await list('/api/products/data/search/no-such-thing')).toEqual([]);
    expect((await list('/api/products/data/search/hand-braided')).some((p) => p.articleCode === HIDDEN_CODE)).toBe(
      false,
    );
    expect(
      (await list('/api/products/data/search/hand-braided', adminToken)).some((p) => p.articleCode === HIDDEN_CODE),
    ).toBe(true);
  });

  it('finds one product by slug, id or article code', async () => {
    const bySlug = dataOf(
      await call<Product>(
        t.app,
        'GET',
        '/api/products/data/item/round-jute-storage-basket-with-handles-natural-jutexx',
      ),
    );
    expect(bySlug.articleCode).toBe('JX-BSK-0001');
    const byId = dataOf(await call<Product>(t.app, 'GET', `/api/products/data/item/${bySlug._id}`));
    const byCode = dataOf(await call<Product>(t.app, 'GET', '/api/products/data/item/JX-BSK-0001'));
    expect(byId).toEqual(bySlug);
    expect(byCode).toEqual(bySlug);
  });

  it('hides an inactive product from shoppers but not from an admin', async () => {
    const res = await call(t.app, 'GET', `/api/products/data/item/${HIDDEN_CODE}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: messages.productNotFound });
    const admin = await call<Product>(t.app, 'GET', `/api/products/data/item/${HIDDEN_CODE}`, { token: adminToken });
    expect(dataOf(admin).status).toBe('inactive');
  });

  it('answers 404 for an unknown product', async () => {
    const res = await call(t.app, 'GET', '/api/products/data/item/no-such-product');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: messages.productNotFound });
  });

  it('tells the stock of a product, 0 for an inactive one, 404 for an unknown one', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.articleCode, 'JX-LND-0002'));
    const res = await call<{ inventory: number }>(t.app, 'GET', `/api/products/data/inventory/${row?.id}`);
    expect(res.body).toEqual({ success: true, data: { inventory: 3 } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [hidden] = await t.db.select().from(products).where(eq(products.articleCode, HIDDEN_CODE));
    expect(dataOf(await call(t.app, 'GET', `/api/products/data/inventory/${hidden?.id}`))).toEqual({ inventory: 0 });
    expect(
      dataOf(await call(t.app, 'GET', `/api/products/data/inventory/${hidden?.id}`, { token: adminToken })),
    ).toEqual({
      inventory: 7,
    });
    expect((await call(t.app, 'GET', '/api/products/data/inventory/ffffffffffffffffffffffff')).status).toBe(404);
  });
});
