import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '../../../contract/admin-orders';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { orders, outboxMessages, products } from '../../db/schema';
import { call, dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { STOCK_UNAVAILABLE } from './change-status';
import { adminAndCustomer, insertTestOrder, someProducts } from './test-orders';

describe.each(TEST_DATABASE_KINDS)('admin orders on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
  });
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(t.app, method, path, { token: tokens.adminToken, body });

  it('refuses every admin order route without a token and with a customer token', async () => {
    const id = await insertTestOrder(t.db);
    const routes = [
      ['GET', '/api/admin/get-orders'],
      ['GET', `/api/admin/get-order/${id}`],
      ['POST', `/api/admin/edit-status/${id}`],
      ['POST', `/api/admin/add-tracking/${id}`],
      ['POST', `/api/admin/orders/${id}/shiprocket`],
      ['GET', `/api/admin/orders/${id}/couriers`],
      ['POST', `/api/admin/orders/${id}/invoice`],
      ['GET', '/api/admin/tracking/ABC123'],
      ['GET', '/api/admin/packing/queue'],
      ['POST', `/api/admin/packing/${id}/packed`],
    ] as const;
    for (const [method, path] of routes) {
      expect((await call(t.app, method, path)).status, `${method} ${path}`).toBe(401);
      expect((await call(t.app, method, path, { token: tokens.customerToken })).status, path).toBe(401);
    }
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe('Placed');
  });

  it('pages and filters on the server, newest first, with counts per tab', async () => {
    await t.db.delete(orders);
    const base = Date.now() - 60 * 60_000;
    const plan: [string, 'Online' | 'COD'][] = [
      ...Array.from({ length: 12 }, () => ['Placed', 'Online'] as [string, 'Online']),
      ['Placed', 'COD'],
      ['Awaiting Payment', 'COD'],
      ['Pending', 'Online'],
      ['Shipped', 'Online'],
      ['Out for Delivery', 'Online'],
      ['Delivered', 'Online'],
      ['Completed', 'Online'],
      ['Canceled', 'Online'],
      ['Return Requested', 'Online'],
      ['Return in Progress', 'Online'],
      ['Paid', 'Online'],
    ];
    for (const [i, [status, paymentMethod]] of plan.entries()) {
      await insertTestOrder(t.db, { status, paymentMethod, createdAt: new Date(base + i * 1000) });
    }
    const first = dataOf(await asAdmin('GET', '/api/admin/get-orders')) as AdminOrderList;
    expect(first).toMatchObject({ total: plan.length, page: 1, pageSize: 10 });
    expect(first.orders).toHaveLength(10);
    const times = first.orders.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.orders[0]?.status).toBe('Paid');
    expect(first.counts).toEqual({
      placed: 13,
      processing: 0,
      cod: 2,
      pending: 2,
      shipped: 2,
      delivered: 2,
      all: plan.length,
      cancelled: 1,
      'return-requests': 2,
    });

    const third = dataOf(await asAdmin('GET', '/api/admin/get-orders?page=3')) as AdminOrderList;
    expect(third.orders).toHaveLength(plan.length - 20);
    const placed = dataOf(await asAdmin('GET', '/api/admin/get-orders?tab=placed&page=2&pageSize=5')) as AdminOrderList;
    expect(placed).toMatchObject({ total: 13, page: 2, pageSize: 5 });
    expect(placed.orders.map((o) => o.status)).toEqual(Array(5).fill('Placed'));
    const cod = dataOf(await asAdmin('GET', '/api/admin/get-orders?tab=cod')) as AdminOrderList;
    expect(cod.orders.map((o) => o.paymentMethod[0])).toEqual(['COD', 'COD']);
    const returns = dataOf(await asAdmin('GET', '/api/admin/get-orders?tab=return-requests')) as AdminOrderList;
    expect(returns.orders.map((o) => o.status)).toEqual(['Return in Progress', 'Return Requested']);
    const beyond = dataOf(await asAdmin('GET', '/api/admin/get-orders?page=99')) as AdminOrderList;
    expect(beyond.orders).toEqual([]);

    for (const bad of ['tab=nope', 'page=0', 'pageSize=1000', 'page=x']) {
      expect((await asAdmin('GET', `/api/admin/get-orders?${bad}`)).status, bad).toBe(400);
    }
  });

  it('reads one order in the contract shape, or 404 with the id', async () => {
    const id = await insertTestOrder(t.db, { paymentMethod: 'COD' });
    const order = dataOf(await asAdmin('GET', `/api/admin/get-order/${id}`)) as Order;
    expect(order).toMatchObject({ _id: id, status: 'Placed', paymentMethod: ['COD'], tracking: 'NA', user: '' });
    expect(order.cart[0]).toMatchObject({ quantity: 1, returned: false, returnId: null });
    expect(order.address[0]?.city).toBe('Kolkata');
    const missing = await asAdmin('GET', '/api/admin/get-order/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No order found with ID: 000000000000000000000000');
  });

  it('changes status any to any, returns stock on cancel and takes it again on restore', async () => {
    const [product] = await someProducts(t.db, 1);
    if (!product) throw new Error('seed has products');
    await t.db.update(products).set({ inventory: 5 }).where(eq(products.id, product.id));
    const id = await insertTestOrder(t.db, { lines: [{ productId: product.id, quantity: 3 }] });
    const stock = async () =>
      (await t.db.select({ n: products.inventory }).from(products).where(eq(products.id, product.id)))[0]?.n;

    const bad = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Lost' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { newStatus: expect.any(String) } });

    const delivered = dataOf(
      await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Delivered' }),
    ) as Order;
    expect(delivered.status).toBe('Delivered');
    expect(delivered.deliveryDate).not.toBeNull();

    const canceled = dataOf(await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' })) as Order;
    expect(canceled.status).toBe('Canceled');
    expect(await stock()).toBe(8);
    // Cancelling twice returns nothing twice.
    await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' });
    expect(await stock()).toBe(8);

    const placed = dataOf(await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Placed' })) as Order;
    expect(placed.status).toBe('Placed');
    expect(await stock()).toBe(5);

    await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Canceled' });
    await t.db.update(products).set({ inventory: 1 }).where(eq(products.id, product.id));
    const refused = await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Processing' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STOCK_UNAVAILABLE);
    expect(await stock()).toBe(1);

    const refunded = dataOf(await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Refunded' }));
    expect(refunded).toBeDefined();
    expect(
      (await asAdmin('POST', '/api/admin/edit-status/000000000000000000000000', { newStatus: 'Placed' })).status,
    ).toBe(404);
  });

  it('mails the shopper when an order ships, is delivered or cancelled', async () => {
    const id = await insertTestOrder(t.db);
    await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Processing' });
    await asAdmin('POST', `/api/admin/edit-status/${id}`, { newStatus: 'Delivered' });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'asha@example.in'));
    const subjects = mails.map((m) => m.subject ?? '');
    expect(subjects.some((s) => s.includes(id.slice(-8)) && s.includes('delivered'))).toBe(true);
    expect(subjects.some((s) => s.includes(id.slice(-8)) && s.includes('Processing'))).toBe(false);
  });

  it('adds tracking, which ships the order; blank tracking is refused', async () => {
    const id = await insertTestOrder(t.db);
    for (const tracking of ['', '   ', undefined]) {
      const res = await asAdmin('POST', `/api/admin/add-tracking/${id}`, { tracking });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.trackingRequired);
    }
    const order = dataOf(await asAdmin('POST', `/api/admin/add-tracking/${id}`, { tracking: ' AWB123 ' })) as Order;
    expect(order).toMatchObject({ tracking: 'AWB123', status: 'Shipped' });
  });

  it('packing desk: queue oldest first with article codes, packed moves on', async () => {
    await t.db.delete(orders);
    const old = await insertTestOrder(t.db, { status: 'Paid', createdAt: new Date(Date.now() - 3_600_000) });
    const cod = await insertTestOrder(t.db, {
      status: 'Placed',
      paymentMethod: 'COD',
      createdAt: new Date(Date.now() - 60_000),
    });
    await insertTestOrder(t.db, { status: 'Placed', paymentMethod: 'Online' });
    await insertTestOrder(t.db, { status: 'Shipped', paymentMethod: 'COD' });
    const queue = dataOf(await asAdmin('GET', '/api/admin/packing/queue')) as (Order & {
      cart: { articleCode: string | null }[];
    })[];
    expect(queue.map((o) => o._id)).toEqual([old, cod]);
    expect(queue[0]?.cart[0]?.articleCode).toEqual(expect.any(String));

    const packed = dataOf(await asAdmin('POST', `/api/admin/packing/${old}/packed`)) as {
      packed: Order;
      next: Order | null;
    };
    expect(packed.packed.status).toBe('Processing');
    expect(packed.next?._id).toBe(cod);
    const again = await asAdmin('POST', `/api/admin/packing/${old}/packed`);
    expect(again.status).toBe(409);
    const last = dataOf(await asAdmin('POST', `/api/admin/packing/${cod}/packed`)) as { next: Order | null };
    expect(last.next).toBeNull();
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [old, cod]));
    expect(rows.map((r) => r.status)).toEqual(['Processing', 'Processing']);
  });
});
