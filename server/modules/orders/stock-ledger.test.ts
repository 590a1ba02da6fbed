import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/order';
import { adminAndCustomer } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { insertTestReturn } from '../../testing/returns';
import { BILLING_ADDRESS, createProduct, inventoryOf, shopperWithBag } from '../../testing/shop';
import { expectLedgerAddsUp, ledgerOf } from '../../testing/stock-ledger';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { recordUnsellableReturn, restockReturnedUnits } from '../stock/returned-units';

/** Every stock move of an order's life writes its ledger row (docs/decisions/184). */
describe.each(TEST_DATABASE_KINDS)('the stock ledger of orders on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
  });
  const moves = async (productId: string) =>
    (await ledgerOf(t.db, productId)).map((r) => [r.reason, r.delta, r.stockAfter, r.orderId]);

  it('checkout, cancel and restore each write one row per line with the stock after', async () => {
    const bowl = await createProduct(t.db, { inventory: 6 });
    const bag = await createProduct(t.db, { inventory: 3 });
    const { token } = await shopperWithBag(t.app, [
      { productId: bowl.id, quantity: 2 },
      { productId: bag.id, quantity: 3 },
    ]);
    const placed = await call<{ order: Order }>(t.app, 'POST', '/api/orders/create-cod', {
      token,
      body: BILLING_ADDRESS,
    });
    const orderId = dataOf(placed).order._id;
    expect(await moves(bowl.id)).toEqual([
      ['opening', 6, 6, null],
      ['sale', -2, 4, orderId],
    ]);
    expect(await moves(bag.id)).toEqual([
      ['opening', 3, 3, null],
      ['sale', -3, 0, orderId],
    ]);

    // The shopper cancels: the units are back, once.
    expect((await call(t.app, 'POST', `/api/orders/cancel/${orderId}`, { token })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/orders/cancel/${orderId}`, { token })).status).toBe(409);
    expect((await moves(bowl.id)).slice(2)).toEqual([['order_released', 2, 6, orderId]]);
    expect((await moves(bag.id)).slice(2)).toEqual([['order_released', 3, 3, orderId]]);

    // Staff restore the cancelled COD order: its units are taken again.
    const restored = await call(t.app, 'POST', `/api/admin/edit-status/${orderId}`, {
      token: tokens.adminToken,
      body: { newStatus: 'Placed' },
    });
    expect(restored.status).toBe(200);
    expect((await moves(bowl.id)).slice(3)).toEqual([['order_retaken', -2, 4, orderId]]);
    expect((await moves(bag.id)).slice(3)).toEqual([['order_retaken', -3, 0, orderId]]);
    await expectLedgerAddsUp(t.db, bowl.id);
    await expectLedgerAddsUp(t.db, bag.id);
  });

  it('writes nothing for a checkout refused for stock', async () => {
    const product = await createProduct(t.db, { inventory: 2 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 2 }]);
    // Another shopper takes one first: the bag's 2 can no longer be had.
    const other = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    dataOf(await call(t.app, 'POST', '/api/orders/create-cod', { token: other.token, body: BILLING_ADDRESS }));
    const refused = await call(t.app, 'POST', '/api/orders/create-cod', { token, body: BILLING_ADDRESS });
    expect(refused.status).toBe(409);
    expect((await moves(product.id)).map(([reason]) => reason)).toEqual(['opening', 'sale']);
    await expectLedgerAddsUp(t.db, product.id);
  });

  it('restocks returned units and records unsellable ones, naming the order, the return and staff', async () => {
    const made = await insertTestReturn(t.db);
    const by = { id: tokens.admin.id, name: tokens.admin.email };
    const before = await inventoryOf(t.db, made.productId);
    const units = { productId: made.productId, orderId: made.orderId, returnId: made.returnId, by };

    const after = await t.db.transaction((tx) => restockReturnedUnits(tx, { ...units, quantity: 1 }));
    expect(after).toBe(before + 1);
    const kept = await t.db.transaction((tx) =>
      recordUnsellableReturn(tx, { ...units, quantity: 1, note: 'Handle torn' }),
    );
    expect(kept).toBe(before + 1);
    expect(await inventoryOf(t.db, made.productId)).toBe(before + 1);

    const rows = (await ledgerOf(t.db, made.productId)).slice(1);
    expect(rows).toEqual([
      expect.objectContaining({
        reason: 'return_restock',
        delta: 1,
        stockAfter: before + 1,
        orderId: made.orderId,
        returnId: made.returnId,
        byName: tokens.admin.email,
      }),
      expect.objectContaining({
        reason: 'return_damaged',
        delta: 0,
        stockAfter: before + 1,
        returnId: made.returnId,
        note: '1 unit unsellable: Handle torn',
      }),
    ]);
    // The back office's view of the product shows them, newest first.
    const view = dataOf(
      await call<{ moves: { reason: string; returnId: string | null }[] }>(
        t.app,
        'GET',
        `/api/admin/products/${made.productId}/stock`,
        { token: tokens.adminToken },
      ),
    );
    expect(view.moves.map((m) => [m.reason, m.returnId])).toEqual([
      ['return_damaged', made.returnId],
      ['return_restock', made.returnId],
      ['opening', null],
    ]);
    await expectLedgerAddsUp(t.db, made.productId);

    // A product deleted since the order: nothing to put back, and nothing written.
    const gone = { ...units, productId: '000000000000000000000000', quantity: 1 };
    expect(await t.db.transaction((tx) => restockReturnedUnits(tx, gone))).toBeNull();
    expect(await t.db.transaction((tx) => recordUnsellableReturn(tx, gone))).toBeNull();
    expect(await ledgerOf(t.db, gone.productId)).toEqual([]);
  });
});
