import { randomBytes } from 'node:crypto';
import type { AdminAuthResponse, AuthResponse, RegisterInput } from '../../contract/auth';
import type { App } from '../app';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { newObjectId } from '../lib/object-id';
import { hashPassword } from '../lib/password';
import { call, dataOf } from './requests';

export const TEST_PASSWORD = 'secret-123';

export function newCustomerInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${randomBytes(4).toString('hex')}@example.in`,
    phoneNumber: '+91 98765 43210',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** Signs up a customer through the API and returns its token and session user. */
export async function registerCustomer(app: App, overrides: Partial<RegisterInput> = {}) {
  const input = newCustomerInput(overrides);
  const data = dataOf(await call<AuthResponse>(app, 'POST', '/api/auth/register', { body: input }));
  return { ...data, input };
}

/** An admin account written straight to the database, as ensureAdminAccount would. */
export async function createAdmin(db: Db, email = `admin.${randomBytes(4).toString('hex')}@jutexx.in`) {
  const id = newObjectId();
  await db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    firstName: 'Shop',
    lastName: 'Admin',
    isAdmin: true,
  });
  return { id, email, password: TEST_PASSWORD };
}

export async function loginAdmin(app: App, email: string, password = TEST_PASSWORD) {
  return dataOf(await call<AdminAuthResponse>(app, 'POST', '/api/admin/login', { body: { email, password } }));
}
