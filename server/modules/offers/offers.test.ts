import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contract/cart';
import type { PaymentOrderResponse } from '../../../contract/checkout';
import { findOffer, type OfferQuote, offerMessages } from '../../../contract/offers';
import type { CartResponse, Order } from '../../../contract/order';
import { offerRedemptions } from '../../db/schema/offers';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { extractPdfText } from '../../testing/extract-pdf-text';
import { call, dataOf } from '../../testing/requests';
import { BILLING_ADDRESS, createProduct, shopperWithBag } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const welcome = findOffer('WELCOME10');
const home = findOffer('HOME20');
const festive = findOffer('FESTIVE5');
if (!welcome || !home || !festive) throw new Error('the demo offers are declared in contract/offers.ts');

describe.each(TEST_DATABASE_KINDS)('offers (%s)', (kind) => {
  // The shop's day is the app's clock (AppOptions.now), never a faked Date: PGlite's PostgreSQL
  // reads the process's Date for its timers, and one set in 2027 spun after the test (decision 355).
  let today: Date | null = null;
  const t = useTestApp(kind, { seed: true, app: { now: () => today ?? new Date() } });
  const quote = (token: string, offerCode: unknown) =>
    call<OfferQuote>(t.app, 'POST', '/api/offers/quote', { token, body: { offerCode } });
  const placeCod = (token: string, offerCode?: string) =>
    call<{ order: Order }>(t.app, 'POST', '/api/orders/create-cod', {
      token,
      body: offerCode === undefined ? BILLING_ADDRESS : { ...BILLING_ADDRESS, offerCode },
    });
  const bagOf = async (token: string) =>
    dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token })).cart;
  const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));

  afterEach(() => {
    today = null;
  });

  it('quotes and charges the welcome offer on a first order: total, lines and the stored use', async () => {
    const a = await createProduct(t.db, { pricePaise: 49_900 });
    const b = await createProduct(t.db, { pricePaise: 12_345 });
    const { token, user } = await shopperWithBag(t.app, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    // 998.00 + 123.45 = 1,121.45; 10% is 112.145, to the nearest paisa 112.15 (11,215 paise).
    const quoted = await quote(token, ' welcome10 ');
    expect(quoted.status).toBe(200);
    expect(dataOf(quoted)).toEqual({
      code: 'WELCOME10',
      title: welcome.title,
      detail: welcome.detail,
      subtotal: 1121.45,
      discount: 112.15,
      total: 1009.3,
    });

    const res = await placeCod(token, 'welcome10');
    expect(res.status).toBe(201);
    const { order } = dataOf(res);
    expect(order).toMatchObject({
      totalAmount: 1009.3,
      subtotalAmount: 1121.45,
      discountAmount: 112.15,
      offerCode: 'WELCOME10',
      paymentStatus: 'cod_due',
    });
    // The lines' shares add up to the discount to the paisa, in proportion to their value.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ totalPaise: 100_930, discountPaise: 11_215, offerCode: 'WELCOME10' });
    expect(order.cart.map((line) => line.discount)).toEqual([99.8, 12.35]);
    const used = await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.userId, user._id));
    expect(used).toEqual([expect.objectContaining({ offerCode: 'WELCOME10', orderId: order._id })]);
    // The confirmation mail and the invoice show the offer and the total paid.
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, user.email), eq(outboxMessages.channel, 'email')));
    expect(mail?.body).toContain('Offer WELCOME10: -Rs.112.15\nDelivery: FREE\nTotal: Rs.1,009.30');
    const invoice = await t.app.request(`/api/orders/invoice/${order._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invoice.status).toBe(200);
    const text = extractPdfText(Buffer.from(await invoice.arrayBuffer()));
    expect(text).toEqual(expect.arrayContaining(['Offer WELCOME10', '-Rs.112.15', 'Rs.1,009.30']));
  });

  it('refuses the welcome offer on a second order in words, and places nothing', async () => {
    const product = await createProduct(t.db, { pricePaise: 30_000 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    dataOf(await placeCod(token, 'WELCOME10'));
    dataOf(await call(t.app, 'POST', `/api/cart/add-to-cart/${product.id}`, { token, body: { quantity: 1 } }));

    const again = await quote(token, 'WELCOME10');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: offerMessages.alreadyUsed(welcome) });
    const refused = await placeCod(token, 'WELCOME10');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: offerMessages.alreadyUsed(welcome) });
    expect(await ordersOf(user._id)).toHaveLength(1);
    expect(await bagOf(token)).toHaveLength(1);
  });

  it('refuses the welcome offer to a shopper who has ordered before without it', async () => {
    const product = await createProduct(t.db, { pricePaise: 30_000 });
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    dataOf(await placeCod(token));
    dataOf(await call(t.app, 'POST', `/api/cart/add-to-cart/${product.id}`, { token, body: { quantity: 1 } }));
    const refused = await placeCod(token, 'WELCOME10');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: offerMessages.notFirstOrder(welcome) });
    // Another offer is still fine on a later order.
    expect((await placeCod(token, 'FESTIVE5')).status).toBe(201);
  });

  it('takes the category offer off its category only, and refuses a bag with nothing from it', async () => {
    const rug = await createProduct(t.db, { pricePaise: 150_000, department: 'home' });
    const tote = await createProduct(t.db, { pricePaise: 40_000, department: 'ladies' });
    const other = await shopperWithBag(t.app, [{ productId: tote.id, quantity: 1 }]);
    const refused = await quote(other.token, 'HOME20');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: offerMessages.nothingFromDepartment(home, 'Home') });
    expect((await placeCod(other.token, 'HOME20')).status).toBe(409);

    const { token } = await shopperWithBag(t.app, [
      { productId: tote.id, quantity: 1 },
      { productId: rug.id, quantity: 1 },
    ]);
    expect(dataOf(await quote(token, 'home20'))).toMatchObject({ subtotal: 1900, discount: 300, total: 1600 });
    const { order } = dataOf(await placeCod(token, 'HOME20'));
    expect(order).toMatchObject({ totalAmount: 1600, discountAmount: 300, offerCode: 'HOME20' });
    expect(order.cart.map((line) => [line.productId, line.discount])).toEqual([
      [tote.id, 0],
      [rug.id, 300],
    ]);
  });

  it('names an unknown code as a field error, and refuses an empty code or an empty bag', async () => {
    const product = await createProduct(t.db);
    const { token } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const unknown = await quote(token, 'FREESTUFF');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: offerMessages.unknown('FREESTUFF'),
      errors: { offerCode: offerMessages.unknown('FREESTUFF') },
    });
    const empty = await quote(token, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { offerCode: offerMessages.codeRequired } });
    const placed = await placeCod(token, 'FREESTUFF');
    expect(placed.status).toBe(400);
    expect(await bagOf(token)).toHaveLength(1);
    const nobody = await shopperWithBag(t.app);
    expect((await quote(nobody.token, 'WELCOME10')).body).toMatchObject({ message: cartMessages.emptyCart });
    expect((await call(t.app, 'POST', '/api/offers/quote', { body: { offerCode: 'WELCOME10' } })).status).toBe(401);
  });

  it('refuses a code outside its validity window, counted in Indian days', async () => {
    const product = await createProduct(t.db);
    // 1 Mar 2027 00:30 in India is still 28 Feb in UTC: the festive offer ended the day before.
    today = new Date('2027-02-28T19:00:00Z');
    const late = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const expired = await quote(late.token, 'FESTIVE5');
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ message: offerMessages.expired(festive) });
    expect(expired.body.message).toBe('The offer FESTIVE5 ended on 28 Feb 2027');
    // Its last day in India still takes it.
    today = new Date('2027-02-28T18:00:00Z');
    expect((await quote(late.token, 'FESTIVE5')).status).toBe(200);
    today = new Date('2026-09-30T12:00:00Z');
    const early = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const notYet = await placeCod(early.token, 'FESTIVE5');
    expect(notYet.status).toBe(409);
    expect(notYet.body).toMatchObject({ message: 'The offer FESTIVE5 starts on 1 Oct 2026' });
  });

  it('charges the discounted total online, and a released payment gives the code back', async () => {
    const product = await createProduct(t.db, { pricePaise: 80_000 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const created = await call<PaymentOrderResponse>(t.app, 'POST', '/api/payment/create', {
      token,
      body: { ...BILLING_ADDRESS, offerCode: 'WELCOME10' },
    });
    expect(created.status).toBe(201);
    const payment = dataOf(created);
    expect(payment.amount).toBe(72_000);
    // The shopper closes the window: the attempt is cancelled and the code is free again.
    dataOf(
      await call(t.app, 'POST', '/api/payment/cancel', {
        token,
        body: { orderId: payment.orderId, reason: 'payment_dismissed' },
      }),
    );
    expect(await t.db.select().from(offerRedemptions).where(eq(offerRedemptions.userId, user._id))).toEqual([]);
    const { order } = dataOf(await placeCod(token, 'WELCOME10'));
    expect(order).toMatchObject({ totalAmount: 720, offerCode: 'WELCOME10' });
  });

  it('does not count an unpaid online attempt: the code is quoted again and the COD order takes it', async () => {
    const product = await createProduct(t.db, { pricePaise: 50_000 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const attempt = await call(t.app, 'POST', '/api/payment/create', {
      token,
      body: { ...BILLING_ADDRESS, offerCode: 'WELCOME10' },
    });
    expect(attempt.status).toBe(201);
    // The window was closed and its cancel lost: the attempt still awaits payment.
    expect(dataOf(await quote(token, 'WELCOME10'))).toMatchObject({ discount: 50, total: 450 });
    const { order } = dataOf(await placeCod(token, 'WELCOME10'));
    expect(order).toMatchObject({ totalAmount: 450, offerCode: 'WELCOME10' });
    const rows = await ordersOf(user._id);
    expect(rows.map((row) => row.status).sort()).toEqual(['Canceled', 'Placed']);
  });

  it('lets one of several checkouts at once use a code, never two', async () => {
    const product = await createProduct(t.db, { pricePaise: 20_000, inventory: 50 });
    const { token, user } = await shopperWithBag(t.app, [{ productId: product.id, quantity: 1 }]);
    const attempts = await Promise.all(
      ['a', 'b', 'c'].map((tab) =>
        call<{ shopOrderId: string }>(t.app, 'POST', '/api/payment/create', {
          token,
          body: { ...BILLING_ADDRESS, offerCode: 'FESTIVE5' },
          headers: { 'Idempotency-Key': `offer-race-${tab}-${user._id}` },
        }),
      ),
    );
    // Each new attempt releases the one before it, so whatever the order, one attempt is live.
    expect(attempts.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    const live = (await ordersOf(user._id)).filter((row) => row.status !== 'Canceled');
    expect(live).toHaveLength(1);
    const used = await t.db
      .select()
      .from(offerRedemptions)
      .where(and(eq(offerRedemptions.userId, user._id), eq(offerRedemptions.offerCode, 'FESTIVE5')));
    expect(used.map((row) => row.orderId)).toEqual([live[0]?.id]);
  });
});
