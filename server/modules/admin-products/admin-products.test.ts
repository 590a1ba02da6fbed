import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmDeleteUnpacked, type UnpackedOrders } from '../../../contract/admin-products';
import { messages } from '../../../contract/messages';
import type { Product } from '../../../contract/product';
import { stockMessages } from '../../../contract/stock';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { orderItems } from '../../db/schema/orders';
import { adminAndCustomer, insertTestOrder, someProducts } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { ARTICLE_CODE_TAKEN, SLUG_TAKEN, UNKNOWN_VARIANT } from './product-rules';

describe.each(TEST_DATABASE_KINDS)('admin product edit and delete on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
  });
  const asAdmin = (path: string, body?: unknown) => call(t.app, 'POST', path, { token: tokens.adminToken, body });

  it('refuses edit, delete and add without a token and with a customer token', async () => {
    const [p] = await someProducts(t.db, 1);
    for (const path of [
      `/api/admin/edit-product/${p?.slug}`,
      `/api/admin/delete-product/${p?.id}`,
      '/api/admin/add-product-with-progress',
    ]) {
      expect((await call(t.app, 'POST', path, { body: { title: 'x' } })).status, path).toBe(401);
      expect((await call(t.app, 'POST', path, { token: tokens.customerToken, body: { title: 'x' } })).status).toBe(401);
    }
    const [after] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, p?.id ?? ''));
    expect(after?.title).toBe(p?.title);
  });

  it('edits changed fields only and re-derives the price text', async () => {
    const [p] = await someProducts(t.db, 1);
    if (!p) throw new Error('seeded');
    const unchanged = dataOf(await asAdmin(`/api/admin/edit-product/${p.slug}`, {})) as Product;
    expect(unchanged.__v).toBe(p.version);

    const edited = dataOf(
      await asAdmin(`/api/admin/edit-product/${p.slug}`, { price: 'Rs.1,234.50', status: 'inactive' }),
    ) as Product;
    expect(edited).toMatchObject({
      title: p.title,
      numericPrice: 1234.5,
      price: 'Rs.1,234.50',
      inventory: p.inventory,
      status: 'inactive',
      __v: p.version + 1,
    });
    const byNumber = dataOf(await asAdmin(`/api/admin/edit-product/${p.slug}`, { numericPrice: 2299 })) as Product;
    expect(byNumber.price).toBe('Rs.2,299.00');

    const bad = await asAdmin(`/api/admin/edit-product/${p.slug}`, { title: '', status: 'gone' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { title: expect.any(String), status: expect.any(String) } });
    expect((await asAdmin('/api/admin/edit-product/no-such-product', { title: 'x' })).status).toBe(404);
  });

  it('refuses stock sent with the product edit, pointing to the adjustment, and changes nothing', async () => {
    // The reproduction of issue 19: the dialog showed 12, a sale made it 11, staff typed 17
    // meaning "5 received": an absolute number would have saved a unit that does not exist.
    const [p] = await someProducts(t.db, 1);
    if (!p) throw new Error('seeded');
    for (const inventory of [p.inventory + 5, 0, -1, '17', null]) {
      const res = await asAdmin(`/api/admin/edit-product/${p.slug}`, { title: 'Renamed', inventory });
      expect(res.status, String(inventory)).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: stockMessages.editInventory,
        errors: { inventory: stockMessages.editInventory },
      });
    }
    const [after] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(after).toMatchObject({ title: p.title, inventory: p.inventory, version: p.version });
  });

  it('refuses a slug or article code another product has with 409', async () => {
    const [a, b] = await someProducts(t.db, 2);
    if (!a || !b) throw new Error('seeded');
    const code = await asAdmin(`/api/admin/edit-product/${a.slug}`, { articleCode: b.articleCode });
    expect(code.status).toBe(409);
    expect(code.body.message).toBe(ARTICLE_CODE_TAKEN);
    const slug = await asAdmin(`/api/admin/edit-product/${a.slug}`, { slug: b.slug });
    expect(slug.status).toBe(409);
    expect(slug.body.message).toBe(SLUG_TAKEN);
    const renamed = dataOf(await asAdmin(`/api/admin/edit-product/${a.slug}`, { slug: `${a.slug}-x` })) as Product;
    expect(renamed.slug).toBe(`${a.slug}-x`);
  });

  it('treats variants as a set and keeps the links symmetric', async () => {
    const list = await t.db.select().from(products).orderBy(products.articleCode).limit(6);
    const [a, b, c] = list.slice(3);
    if (!a || !b || !c) throw new Error('seeded');
    await t.db.update(products).set({ variantIds: [] }).where(eq(products.id, a.id));
    const set = dataOf(
      await asAdmin(`/api/admin/edit-product/${a.id}`, { variants: [b.id, c.id, b.id, a.id] }),
    ) as Product;
    expect(set.variants.map((v) => v._id).sort()).toEqual([b.id, c.id].sort());
    const [bRow] = await t.db.select().from(products).where(eq(products.id, b.id));
    expect(bRow?.variantIds).toContain(a.id);

    const reordered = dataOf(await asAdmin(`/api/admin/edit-product/${a.id}`, { variants: [c.id, b.id] })) as Product;
    expect(reordered.__v).toBe(set.__v);
    await asAdmin(`/api/admin/edit-product/${a.id}`, { variants: [c.id] });
    const [bAfter] = await t.db.select().from(products).where(eq(products.id, b.id));
    expect(bAfter?.variantIds).not.toContain(a.id);

    const unknown = await asAdmin(`/api/admin/edit-product/${a.id}`, { variants: ['000000000000000000000000'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(UNKNOWN_VARIANT);
  });

  it('deletes a product: bag lines go, order lines keep their snapshot', async () => {
    const list = await t.db.select().from(products).orderBy(products.articleCode).limit(8);
    const [p, other] = list.slice(6);
    if (!p || !other) throw new Error('seeded');
    await t.db
      .update(products)
      .set({ variantIds: [p.id] })
      .where(eq(products.id, other.id));
    await t.db.insert(cartItems).values({ userId: tokens.customer.user._id, productId: p.id, quantity: 1 });
    const orderId = await insertTestOrder(t.db, { lines: [{ productId: p.id, quantity: 1 }] });

    const res = await asAdmin(`/api/admin/delete-product/${p.id}`);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, p.id))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, p.id))).toEqual([]);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ productId: null, title: p.title });
    const [otherAfter] = await t.db.select().from(products).where(eq(products.id, other.id));
    expect(otherAfter?.variantIds).toEqual([]);
    expect((await asAdmin(`/api/admin/delete-product/${p.id}`)).status).toBe(404);
  });

  it('names the orders not yet packed that hold a product, before it is deleted', async () => {
    const product = await createProduct(t.db, { inventory: 20 });
    const line = [{ productId: product.id, quantity: 1 }];
    const older = await insertTestOrder(t.db, {
      lines: line,
      status: 'Placed',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertTestOrder(t.db, { lines: line, status: 'Paid' });
    await insertTestOrder(t.db, { lines: line, status: 'Canceled' });
    await insertTestOrder(t.db, { lines: line, status: 'Processing', fulfillmentStatus: 'packed' });
    await insertTestOrder(t.db, { lines: line, status: 'Delivered' });
    const asked = await call<UnpackedOrders>(t.app, 'GET', `/api/admin/products/${product.id}/unpacked-orders`, {
      token: tokens.adminToken,
    });
    expect(dataOf(asked)).toEqual({ count: 2, orderIds: [newer, older] });
    expect(
      (await call(t.app, 'GET', `/api/admin/products/${product.id}/unpacked-orders`, { token: tokens.customerToken }))
        .status,
    ).toBe(401);
    const unknown = await call(t.app, 'GET', '/api/admin/products/no-such-product/unpacked-orders', {
      token: tokens.adminToken,
    });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain(messages.productNotFound);
    expect(confirmDeleteUnpacked(2, ['aaaa1111', 'bbbb2222'])).toBe(
      '2 orders not yet packed hold this product (#aaaa1111, #bbbb2222). Deleting it removes its article code from the packing desk. Delete it anyway?',
    );
  });
});
