import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AdminReturn } from '../../contract/admin-returns';
import { orders } from '../db/schema/orders';
import { outboxMessages } from '../db/schema/outbox';
import { users } from '../db/schema/users';
import type { Integrations } from '../integrations/select-integrations';
import { registerCustomer } from './accounts';
import { adminAndCustomer, insertTestOrder } from './orders';
import { call, dataOf } from './requests';
import { submitTestReturn } from './returns';
import { createProduct } from './shop';
import { useTestApp } from './test-app';
import type { TestDatabaseKind } from './test-databases';

/**
 * The setup of the tests that follow a return through staff's hands (server/modules/returns/
 * return-*.test.ts): an app on a seeded database (with the given integrations, say a shipping
 * sandbox on the test's clock), a delivered order to return from, and the calls staff and the
 * shopper make.
 */
export function useReturnFlowTest(kind: TestDatabaseKind, integrations?: Integrations) {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'return-flow-'));
  const t = useTestApp(kind, { seed: true, app: { ...(integrations ? { integrations } : {}), uploadsDir } });

  /** Two bowls at Rs.549 and a basket at Rs.449 (Rs.1,547), cash on delivery, delivered today. */
  async function deliveredOrder() {
    const customer = await registerCustomer(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, customer.input.email.toLowerCase()));
    const bowl = await createProduct(t.db, { pricePaise: 54_900, inventory: 10, title: 'Jute bowl' });
    const basket = await createProduct(t.db, { pricePaise: 44_900, inventory: 10, title: 'Jute basket' });
    const orderId = await insertTestOrder(t.db, {
      status: 'Delivered',
      paymentMethod: 'COD',
      userId: user?.id ?? null,
      lines: [
        { productId: bowl.id, quantity: 2 },
        { productId: basket.id, quantity: 1 },
      ],
    });
    return { orderId, bowl, basket, token: customer.accessToken };
  }

  const admin = async () => (await adminAndCustomer(t.app, t.db)).adminToken;
  const post = <T>(token: string, path: string, body?: unknown) =>
    call<T>(t.app, 'POST', path, { token, ...(body === undefined ? {} : { body }) });
  const getReturn = async (token: string, id: string) =>
    dataOf(await call<AdminReturn>(t.app, 'GET', `/api/admin/returns/${id}`, { token }));
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const subjects = async (orderId: string) =>
    (
      await t.db
        .select({ subject: outboxMessages.subject })
        .from(outboxMessages)
        .where(eq(outboxMessages.orderId, orderId))
        .orderBy(outboxMessages.createdAt, outboxMessages.id)
    ).map((row) => row.subject);
  async function requested(token: string, orderId: string, productId: string, quantity?: number) {
    const res = await submitTestReturn(t.app, token, { orderId, productId, quantity });
    if (!res.body.success) throw new Error(res.body.message);
    return res.body.data.return._id;
  }

  return { t, deliveredOrder, admin, post, getReturn, orderRow, subjects, requested };
}
