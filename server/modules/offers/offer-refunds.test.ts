import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminReturn } from '../../../contract/admin-returns';
import { paiseFromRupees } from '../../../contract/money';
import { findOffer } from '../../../contract/offers';
import type { Order } from '../../../contract/order';
import { offerRedemptions } from '../../db/schema/offers';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/payments';
import { returns } from '../../db/schema/returns';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';
import { createAdmin, loginAdmin } from '../../testing/accounts';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, payOnline, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { redeemOffer } from './offer-redemption';

describe.each(TEST_DATABASE_KINDS)('offer money after the order (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  /** A received return of `quantity` units of the order line, as the returns desk leaves it. */
  async function receivedReturn(orderId: string, itemId: string, productId: string, quantity: number) {
    const id = newObjectId();
    await t.db.insert(returns).values({
      id,
      orderId,
      orderItemId: itemId,
      productId,
      status: 'Received',
      quantity,
      receivedAt: new Date(),
      reason: 'Damaged',
      description: 'Torn',
      requestedAt: new Date(),
    });
    return id;
  }

  it('refunds returned units at what was paid for them: all of them add up to the order total, no more', async () => {
    const a = await createProduct(t.db, { pricePaise: 49_900 });
    const b = await createProduct(t.db, { pricePaise: 12_345 });
    const { token } = await shopperWithBag(t.app, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    const { orderId } = await payOnline(t.app, token, { ...BILLING_ADDRESS, offerCode: 'WELCOME10' });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid).toMatchObject({ totalPaise: 100_930, discountPaise: 11_215, paymentStatus: 'paid' });
    await t.db.update(orders).set({ status: 'Delivered', deliveryDate: new Date() }).where(eq(orders.id, orderId));
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const lineA = lines.find((line) => line.productId === a.id);
    const lineB = lines.find((line) => line.productId === b.id);
    if (!lineA || !lineB) throw new Error('order lines missing');
    // Line A: 998.00 less its share 99.80 = 898.20 paid for two units; line B: 123.45 less 12.35.
    expect([lineA.discountPaise, lineB.discountPaise]).toEqual([9_980, 1_235]);

    const admin = await createAdmin(t.db);
    const { AdminAccessToken: adminToken } = await loginAdmin(t.app, admin.email);
    const refund = async (returnId: string) => {
      const shown = dataOf(
        await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${returnId}`, { token: adminToken }),
      );
      const res = await call(t.app, 'POST', `/api/admin/returns/${returnId}/process-refund`, {
        token: adminToken,
        body: {},
      });
      expect(res.status).toBe(200);
      const [row] = await t.db.select().from(refunds).where(eq(refunds.returnId, returnId));
      // What staff are shown before refunding is what is refunded.
      expect(paiseFromRupees(shown.refundAmount)).toBe(row?.amountPaise);
      return row?.amountPaise;
    };

    expect(await refund(await receivedReturn(orderId, lineA.id, a.id, 1))).toBe(44_910);
    expect(await refund(await receivedReturn(orderId, lineB.id, b.id, 1))).toBe(11_110);
    expect(await refund(await receivedReturn(orderId, lineA.id, a.id, 1))).toBe(44_910);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toMatchObject({ refundedPaise: 100_930, paymentStatus: 'refunded' });
  });

  it('splits odd paise so the last unit of a line takes the remainder', async () => {
    const product = await createProduct(t.db, { pricePaise: 10_010, inventory: 20 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 3 }]);
    const { orderId } = await payOnline(t.app, token, { ...BILLING_ADDRESS, offerCode: 'FESTIVE5' });
    // 300.30 less 5% (15.015, to the nearest paisa 15.02) = 285.28 paid for three units: 95.09⅓ each.
    const order = dataOf(await call<Order>(t.app, 'POST', `/api/orders/get-order/${orderId}`, { token }));
    expect(order).toMatchObject({ totalAmount: 285.28, discountAmount: 15.02, subtotalAmount: 300.3 });
    await t.db.update(orders).set({ status: 'Delivered', deliveryDate: new Date() }).where(eq(orders.id, orderId));
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    if (!line) throw new Error('no line');
    const admin = await createAdmin(t.db);
    const { AdminAccessToken: adminToken } = await loginAdmin(t.app, admin.email);
    const amounts: number[] = [];
    for (const units of [2, 1]) {
      const returnId = await receivedReturn(orderId, line.id, product.id, units);
      dataOf(
        await call(t.app, 'POST', `/api/admin/returns/${returnId}/process-refund`, { token: adminToken, body: {} }),
      );
      const [row] = await t.db.select().from(refunds).where(eq(refunds.returnId, returnId));
      amounts.push(row?.amountPaise ?? -1);
    }
    // Two units: 190.18⅔ rounded down; the last unit takes what is left, 95.10.
    expect(amounts).toEqual([19_018, 9_510]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(28_528);
  });

  it('cancelling a paid order refunds the discounted total and frees the code', async () => {
    const product = await createProduct(t.db, { pricePaise: 50_000 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const { orderId } = await payOnline(t.app, token, { ...BILLING_ADDRESS, offerCode: 'WELCOME10' });
    const cancelled = await call<Order>(t.app, 'POST', `/api/orders/cancel/${orderId}`, { token });
    expect(cancelled.status).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund?.amountPaise).toBe(45_000);
    expect(await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.userId, user._id))).toEqual([]);
  });

  it('lets the database keep one use per shopper even when two orders record it at once', async () => {
    const offer = findOffer('FESTIVE5');
    if (!offer) throw new Error('FESTIVE5 is declared');
    const product = await createProduct(t.db);
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const { orderId: first } = await payOnline(t.app, token);
    dataOf(await call(t.app, 'POST', `/api/cart/add-to-cart/${product.id}`, { token, body: { quantity: 1 } }));
    const { orderId: second } = await payOnline(t.app, token);
    let firstInserted: () => void = () => {};
    const inserted = new Promise<void>((resolve) => {
      firstInserted = resolve;
    });
    // On PostgreSQL the second insert waits on the first's uncommitted row, then finds it taken
    // (PGlite runs transactions one at a time, so there the second simply comes after).
    const a = t.db.transaction(async (tx) => {
      await redeemOffer(tx, user._id, offer, first);
      firstInserted();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const b = (async () => {
      if (kind === 'postgres') await inserted;
      return t.db.transaction((tx) => redeemOffer(tx, user._id, offer, second));
    })();
    const [ra, rb] = await Promise.allSettled([a, b]);
    expect(ra.status).toBe('fulfilled');
    expect(rb.status).toBe('rejected');
    const error = rb.status === 'rejected' ? (rb.reason as unknown) : undefined;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
    const rows = await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.userId, user._id));
    expect(rows.map((row) => row.orderId)).toEqual([first]);
  });
});
