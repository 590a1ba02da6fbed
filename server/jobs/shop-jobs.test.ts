import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../db/schema/catalogue';
import { orders } from '../db/schema/orders';
import { outboxMessages } from '../db/schema/outbox';
import { refunds } from '../db/schema/payments';
import { enqueueMail } from '../modules/outbox/enqueue-mail';
import { PAYMENT_HOLD_MINUTES } from '../modules/payment/release-payments';
import { REFUND_JOB_GRACE_MS, startRefund } from '../modules/refunds/refunds';
import { insertTestOrder } from '../testing/orders';
import { payTestOrder } from '../testing/returns';
import { createProduct, inventoryOf } from '../testing/shop';
import { useTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';
import { createJobRunner } from './job-runner';
import { JOB_NAMES } from './shop-jobs';

describe.each(TEST_DATABASE_KINDS)('the shop jobs (%s)', (kind) => {
  const t = useTestApp(kind);
  const jobs = () => createJobRunner({ db: t.db, databaseKind: t.kind, integrations: t.integrations });
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  it('has the six jobs', () => {
    expect(jobs().names).toEqual([
      'payment-release',
      'mail-dispatch',
      'push-dispatch',
      'refunds',
      'tracking-sync',
      'cod-remittance',
    ]);
  });

  it('payment release frees the stock of an order awaiting payment past its hold, and only that', async () => {
    const product = await createProduct(t.db, { inventory: 10 });
    // Checkout took 2 for each of the two orders.
    await t.db.update(products).set({ inventory: 6 }).where(eq(products.id, product.id));
    const lines = [{ productId: product.id, quantity: 2 }];
    const stale = await insertTestOrder(t.db, {
      status: 'Awaiting Payment',
      lines,
      createdAt: minutesAgo(PAYMENT_HOLD_MINUTES + 1),
    });
    const fresh = await insertTestOrder(t.db, {
      status: 'Awaiting Payment',
      lines,
      createdAt: minutesAgo(PAYMENT_HOLD_MINUTES - 5),
    });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});

    const run = await jobs().runJobOnce(JOB_NAMES.paymentRelease);
    expect(run).toEqual({ ran: true, result: { released: expect.any(Number) } });
    const [released] = await t.db.select().from(orders).where(eq(orders.id, stale));
    expect(released).toMatchObject({ status: 'Canceled', paymentStatus: 'voided', cancelReason: 'payment_abandoned' });
    expect((await t.db.select().from(orders).where(eq(orders.id, fresh)))[0]?.status).toBe('Awaiting Payment');
    expect(await inventoryOf(t.db, product.id)).toBe(8);

    // Again: nothing more comes back.
    await jobs().runJobOnce(JOB_NAMES.paymentRelease);
    expect(await inventoryOf(t.db, product.id)).toBe(8);
    info.mockRestore();
  });

  it('refunds settles a pending gateway refund with the provider, once', async () => {
    const product = await createProduct(t.db);
    const orderId = await insertTestOrder(t.db, {
      status: 'Paid',
      razorpayPaymentId: null,
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const paymentId = await payTestOrder(t, orderId);
    // What a refund whose gateway call got no answer leaves behind (refunds/refunds.ts).
    const refund = await t.db.transaction((tx) =>
      startRefund(tx, { orderId, amountPaise: product.pricePaise, method: 'gateway', by: null }),
    );
    expect(refund.status).toBe('pending');

    // Within its first minute the request that made it settles it; the job leaves it alone.
    expect(await jobs().runJobOnce(JOB_NAMES.refunds)).toEqual({ ran: true, result: { settled: 0 } });
    const later = () =>
      createJobRunner({
        db: t.db,
        databaseKind: t.kind,
        integrations: t.integrations,
        now: () => new Date(Date.now() + REFUND_JOB_GRACE_MS + 1000),
      });
    expect(await later().runJobOnce(JOB_NAMES.refunds)).toEqual({ ran: true, result: { settled: 1 } });
    expect(await later().runJobOnce(JOB_NAMES.refunds)).toEqual({ ran: true, result: { settled: 0 } });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ status: 'succeeded', gatewayRefundId: expect.any(String) });
    expect((await t.integrations.payments.fetchPayment(paymentId)).amount_refunded).toBe(product.pricePaise);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ refundedPaise: product.pricePaise, paymentStatus: 'refunded' });
  });

  it('mail dispatch sends what is queued', async () => {
    const to = `job.${randomBytes(4).toString('hex')}@example.in`;
    const id = await enqueueMail(t.db, { to, subject: 'Hello', text: 'From the job' });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const run = await createJobRunner({
      db: t.db,
      databaseKind: t.kind,
      integrations: t.integrations,
      now: () => new Date(Date.now() + 1000),
    }).runJobOnce(JOB_NAMES.mailDispatch);
    expect(run.ran).toBe(true);
    expect(info).toHaveBeenCalledWith(`mail (outbox): to=${to} subject=Hello`);
    info.mockRestore();
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]?.status).toBe('sent');
  });
});
