import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { type ProductStock, STOCK_NOTE_MAX, type StockAdjustmentInput, stockMessages } from '../../../contract/stock';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/users';
import { createAdmin, loginAdmin } from '../../testing/accounts';
import { adminAndCustomer } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, inventoryOf, shopperWithBag } from '../../testing/shop';
import { expectLedgerAddsUp, ledgerOf } from '../../testing/stock-ledger';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('stock adjustments on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
  });

  const adjustAs = (
    token: string | undefined,
    productId: string,
    body: StockAdjustmentInput | Record<string, unknown>,
  ) => call<ProductStock>(t.app, 'POST', `/api/admin/products/${productId}/stock-adjustments`, { token, body });
  const adjust = (productId: string, body: StockAdjustmentInput | Record<string, unknown>) =>
    adjustAs(tokens.adminToken, productId, body);
  const stockOf = async (productId: string) =>
    dataOf(
      await call<ProductStock>(t.app, 'GET', `/api/admin/products/${productId}/stock`, { token: tokens.adminToken }),
    );
  /** A shopper buys `quantity` with cash on delivery, as the storefront does. */
  const buy = async (productId: string, quantity = 1) => {
    const { token } = await shopperWithBag(t.app, [{ productId, quantity }]);
    const res = await call<{ order: Order }>(t.app, 'POST', '/api/orders/create-cod', { token, body: BILLING_ADDRESS });
    return dataOf(res).order;
  };

  it('adds received units to the stock as it is now, not the stock the dialog showed (issue 19)', async () => {
    const product = await createProduct(t.db, { inventory: 12 });
    // Staff open the product: the screen shows 12.
    expect((await stockOf(product.id)).inventory).toBe(12);
    // Meanwhile a shopper buys one.
    const order = await buy(product.id);
    expect(await inventoryOf(t.db, product.id)).toBe(11);

    // A count of 17 made against the 12 shown is refused, naming both numbers; nothing moves.
    const count = await adjust(product.id, { reason: 'count_correction', countedStock: 17, expectedStock: 12 });
    expect(count.status).toBe(409);
    expect(count.body).toEqual({ success: false, message: stockMessages.countMoved(12, 11) });
    expect(count.body.message).toBe(
      'Stock changed from 12 to 11 since you opened this product; count again or adjust by the difference',
    );
    expect(await inventoryOf(t.db, product.id)).toBe(11);

    // "Received 5" is a delta: 11 + 5.
    const received = await adjust(product.id, { reason: 'received', quantity: 5, note: 'Weaver delivery' });
    expect(received.status).toBe(201);
    expect(received.body.message).toBe(stockMessages.adjusted);
    const view = dataOf(received);
    expect(view).toMatchObject({ productId: product.id, title: product.title, inventory: 16 });
    expect(view.moves.map((m) => [m.reason, m.delta, m.stockAfter, m.orderId, m.byName, m.note])).toEqual([
      ['received', 5, 16, null, tokens.admin.email, 'Weaver delivery'],
      ['sale', -1, 11, order._id, null, ''],
      ['opening', 12, 12, null, null, ''],
    ]);
    expect(await inventoryOf(t.db, product.id)).toBe(16);

    // A count made against what the screen shows now is set as counted: one unit was missing.
    const recount = dataOf(
      await adjust(product.id, { reason: 'count_correction', countedStock: 15, expectedStock: 16 }),
    );
    expect(recount.inventory).toBe(15);
    expect(recount.moves[0]).toMatchObject({ reason: 'count_correction', delta: -1, stockAfter: 15 });
    // A count that agrees is recorded too (delta 0): the shelf was checked.
    const agreed = dataOf(
      await adjust(product.id, { reason: 'count_correction', countedStock: 15, expectedStock: 15 }),
    );
    expect(agreed.moves[0]).toMatchObject({ reason: 'count_correction', delta: 0, stockAfter: 15 });
    expect(await expectLedgerAddsUp(t.db, product.id)).toHaveLength(5);
  });

  it('refuses to take the stock below 0 with 409 naming the product and its stock', async () => {
    const product = await createProduct(t.db, { inventory: 2 });
    const res = await adjust(product.id, { reason: 'damaged', quantity: 3 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: stockMessages.notEnough(product.title, 2, 3) });
    expect(res.body.message).toBe(`${product.title} has 2 in stock: 3 cannot be taken off`);
    expect(await inventoryOf(t.db, product.id)).toBe(2);

    const lost = dataOf(await adjust(product.id, { reason: 'lost', quantity: 2, note: 'Not on the shelf' }));
    expect(lost.inventory).toBe(0);
    expect(lost.moves[0]).toMatchObject({ reason: 'lost', delta: -2, stockAfter: 0, note: 'Not on the shelf' });
    expect((await adjust(product.id, { reason: 'damaged', quantity: 1 })).status).toBe(409);
    expect(await expectLedgerAddsUp(t.db, product.id)).toHaveLength(2);
  });

  it('applies concurrent adjustments and sales one after the other: no update is lost', async () => {
    const product = await createProduct(t.db, { inventory: 10 });
    const [, ...results] = await Promise.all([
      buy(product.id),
      adjust(product.id, { reason: 'received', quantity: 3 }),
      adjust(product.id, { reason: 'received', quantity: 4 }),
      adjust(product.id, { reason: 'damaged', quantity: 2 }),
      adjust(product.id, { reason: 'received', quantity: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await inventoryOf(t.db, product.id)).toBe(10 + 3 + 4 - 2 - 1 + 1);
    const rows = await expectLedgerAddsUp(t.db, product.id);
    expect(rows.map((r) => r.reason).sort()).toEqual([
      'damaged',
      'opening',
      'received',
      'received',
      'received',
      'sale',
    ]);
  });

  it('refuses a count whose stock moved while it waited for a sale holding the product', async () => {
    const product = await createProduct(t.db, { inventory: 10 });
    let pending: ReturnType<typeof adjust> | undefined;
    await t.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ inventory: sql`${products.inventory} - 1` })
        .where(eq(products.id, product.id));
      // Sent while the row is locked: PostgreSQL makes it wait for the lock, PGlite for the transaction.
      pending = adjust(product.id, { reason: 'count_correction', countedStock: 12, expectedStock: 10 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const res = await pending;
    expect(res?.status).toBe(409);
    expect(res?.body.message).toBe(stockMessages.countMoved(10, 9));
    expect(await inventoryOf(t.db, product.id)).toBe(9);
    expect((await ledgerOf(t.db, product.id)).map((r) => r.reason)).toEqual(['opening']);
  });

  it('answers bad input with 400 and the field messages, an unknown product with 404', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { reason: stockMessages.reason }],
      [{ reason: 'sale', quantity: 1 }, { reason: stockMessages.reason }],
      [{ reason: 'received' }, { quantity: stockMessages.quantity }],
      [{ reason: 'received', quantity: 0 }, { quantity: stockMessages.quantity }],
      [{ reason: 'damaged', quantity: -2 }, { quantity: stockMessages.quantity }],
      [{ reason: 'received', quantity: 1.5 }, { quantity: stockMessages.quantity }],
      [{ reason: 'received', quantity: '5' }, { quantity: stockMessages.quantity }],
      [{ reason: 'count_correction', countedStock: 7 }, { expectedStock: stockMessages.expectedStock }],
      [{ reason: 'count_correction', expectedStock: 5 }, { countedStock: stockMessages.countedStock }],
      [
        { reason: 'count_correction', countedStock: -1, expectedStock: 5 },
        { countedStock: stockMessages.countedStock },
      ],
      [{ reason: 'received', quantity: 1, note: 'x'.repeat(STOCK_NOTE_MAX + 1) }, { note: stockMessages.note }],
    ];
    for (const [body, errors] of cases) {
      const res = await adjust(product.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, errors });
      expect(res.body.message).toBe(Object.values(errors)[0]);
    }
    expect(await ledgerOf(t.db, product.id)).toHaveLength(1);
    expect(await inventoryOf(t.db, product.id)).toBe(5);

    const unknown = '000000000000000000000000';
    for (const res of [
      await adjust(unknown, { reason: 'received', quantity: 1 }),
      await adjust(unknown, { reason: 'count_correction', countedStock: 1, expectedStock: 0 }),
      await call(t.app, 'GET', `/api/admin/products/${unknown}/stock`, { token: tokens.adminToken }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.productNotFound);
    }
  });

  it('is for signed-in admins only: 401 without a session or with a shopper token, 403 once demoted', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const body = { reason: 'received', quantity: 1 };
    const demoted = await createAdmin(t.db);
    const { AdminAccessToken: demotedToken } = await loginAdmin(t.app, demoted.email);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, demoted.id));
    for (const [token, status] of [
      [undefined, 401],
      [tokens.customerToken, 401],
      [demotedToken, 403],
    ] as const) {
      expect((await adjustAs(token, product.id, body)).status).toBe(status);
      expect((await call(t.app, 'GET', `/api/admin/products/${product.id}/stock`, { token })).status).toBe(status);
    }
    expect(await inventoryOf(t.db, product.id)).toBe(5);
    expect(await ledgerOf(t.db, product.id)).toHaveLength(1);
  });
});
