import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../contract/order';
import { cartItems } from '../../db/schema/cart';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { orders } from '../../db/schema/orders';
import { addresses, users } from '../../db/schema/users';
import { newObjectId } from '../../lib/object-id';
import { registerCustomer } from '../../testing/accounts';
import { adminAndCustomer, insertTestOrder } from '../../testing/orders';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { CANNOT_DELETE_SELF } from './admin-customers-service';

describe.each(TEST_DATABASE_KINDS)('admin customers on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let tokens: Awaited<ReturnType<typeof adminAndCustomer>>;
  beforeAll(async () => {
    tokens = await adminAndCustomer(t.app, t.db);
  });
  const asAdmin = (method: string, path: string) => call(t.app, method, path, { token: tokens.adminToken });

  it('refuses every customer route without a token and with a customer token', async () => {
    const id = tokens.customer.user._id;
    for (const [method, path] of [
      ['GET', '/api/admin/get-all-users'],
      ['GET', `/api/admin/get-user/${id}`],
      ['POST', `/api/admin/delete-user/${id}`],
    ] as const) {
      expect((await call(t.app, method, path)).status, path).toBe(401);
      expect((await call(t.app, method, path, { token: tokens.customerToken })).status, path).toBe(401);
    }
    expect((await t.db.select().from(users).where(eq(users.id, id))).length).toBe(1);
  });

  it('lists users with their orders and addresses, and searches name, email and phone', async () => {
    const mira = await registerCustomer(t.app, { firstName: 'Mira', lastName: 'Sen_gupta', phoneNumber: '9123456789' });
    const orderId = await insertTestOrder(t.db, { userId: mira.user._id, status: 'Shipped' });
    await t.db.insert(addresses).values({ id: newObjectId(), userId: mira.user._id, fullName: 'Mira S', city: 'Pune' });

    const all = dataOf(await asAdmin('GET', '/api/admin/get-all-users')) as UserProfile[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const found = all.find((u) => u._id === mira.user._id);
    expect(found).toMatchObject({ isAdmin: false, orders: [{ orderId, status: 'Shipped' }] });
    expect(found?.address[0]?.city).toBe('Pune');
    expect(all.find((u) => u._id === tokens.admin.id)?.isAdmin).toBe(true);

    for (const search of ['mIRA', mira.input.email.toUpperCase(), '91234', 'sen_g']) {
      const hits = dataOf(await asAdmin('GET', `/api/admin/get-all-users?search=${encodeURIComponent(search)}`));
      expect(
        (hits as UserProfile[]).map((u) => u._id),
        search,
      ).toEqual([mira.user._id]);
    }
    const none = dataOf(await asAdmin('GET', '/api/admin/get-all-users?search=%25%25')) as UserProfile[];
    expect(none).toEqual([]);

    const one = dataOf(await asAdmin('GET', `/api/admin/get-user/${mira.user._id}`)) as UserProfile;
    expect(one.orders).toEqual([{ orderId, status: 'Shipped' }]);
    expect((await asAdmin('GET', '/api/admin/get-user/000000000000000000000000')).status).toBe(404);
  });

  it('deletes a user but keeps their orders, and refuses to delete oneself', async () => {
    const gone = await registerCustomer(t.app);
    const orderId = await insertTestOrder(t.db, { userId: gone.user._id });
    // A bag change with a key: its recorded answer names the account (without a foreign key).
    const product = await createProduct(t.db);
    const added = await call(t.app, 'POST', `/api/cart/add-to-cart/${product.id}`, {
      token: gone.accessToken,
      body: { quantity: 1 },
      headers: { 'idempotency-key': 'bag-change-before-deletion' },
    });
    expect(added.status).toBe(201);
    const keysOf = (userId: string) => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    expect(await keysOf(gone.user._id)).toHaveLength(1);
    const res = await asAdmin('POST', `/api/admin/delete-user/${gone.user._id}`);
    expect(res.status).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, gone.user._id))).length).toBe(0);
    expect(await keysOf(gone.user._id)).toEqual([]);
    expect((await t.db.select().from(cartItems).where(eq(cartItems.userId, gone.user._id))).length).toBe(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, customerEmail: 'asha@example.in' });
    // Their session ended with them.
    expect((await call(t.app, 'GET', '/api/auth/IsLoggedIn', { token: gone.accessToken })).status).not.toBe(200);
    expect((await asAdmin('POST', `/api/admin/delete-user/${gone.user._id}`)).status).toBe(404);

    const self = await asAdmin('POST', `/api/admin/delete-user/${tokens.admin.id}`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(CANNOT_DELETE_SELF);
  });
});
