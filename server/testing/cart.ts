import type { CartResponse } from '../../contract/order';
import { registerCustomer } from './accounts';
import { call } from './requests';
import { useTestApp } from './test-app';
import type { TestDatabaseKind } from './test-databases';

/**
 * The bag's API tests' setup (server/modules/cart/*.test.ts): an app on a seeded database, a new
 * signed-in shopper on each call of `shopper`, and `add`, the add-to-bag request.
 */
export function useCartTest(kind: TestDatabaseKind) {
  const t = useTestApp(kind, { seed: true });
  const shopper = async () => (await registerCustomer(t.app)).accessToken;
  const add = (token: string, productId: string, body: unknown, headers: Record<string, string> = {}) =>
    call<CartResponse>(t.app, 'POST', `/api/cart/add-to-cart/${productId}`, { token, body, headers });
  return { t, shopper, add };
}
