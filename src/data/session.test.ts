import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import type { ShopDatabase } from './db';
import { clearSessionUser, readSessionUser, saveSessionUser } from './session';
import { createTestDatabase } from './test-database';

const user: SessionUser = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  isAdmin: false,
};

let database: ShopDatabase;
afterEach(async () => {
  await database?.delete();
});

describe('session table', () => {
  it('is empty for a visitor', async () => {
    database = createTestDatabase();
    expect(await readSessionUser(database)).toBeNull();
  });

  it('keeps one signed-in user and replaces it on the next sign-in', async () => {
    database = createTestDatabase();
    await saveSessionUser(user, database, 1);
    await saveSessionUser({ ...user, firstName: 'Asha K' }, database, 2);
    expect(await readSessionUser(database)).toEqual({ ...user, firstName: 'Asha K' });
    expect(await database.session.count()).toBe(1);
  });

  it('forgets the user on sign-out', async () => {
    database = createTestDatabase();
    await saveSessionUser(user, database);
    await clearSessionUser(database);
    expect(await readSessionUser(database)).toBeNull();
  });
});
