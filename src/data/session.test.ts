import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import type { ShopDatabase } from './db';
import {
  clearSessionUser,
  knownSessionUser,
  readSessionUser,
  saveSessionUser,
  sessionCheckUnderWay,
  sessionState,
  trackSessionCheck,
} from './session';
import { createTestDatabase, sampleSessionUser } from './test-database.test-support';

const user = sampleSessionUser;

let database: ShopDatabase | undefined;
afterEach(async () => {
  // Each database deleted once: deleted again after a later test that made none, it fired Dexie's
  // 'close', and the shop's reopening after a close (shop-database.ts) failed on a deleted
  // database ("Reopening the database failed" in the suite's output).
  await database?.delete();
  database = undefined;
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

describe('a session check under way', () => {
  const idle = { running: null, confirmed: null };
  const underWay = Promise.resolve();
  it('keeps a shopper with no mirrored user unknown until the check answers, then a visitor', () => {
    expect(sessionState(null, { running: underWay, confirmed: null })).toBeUndefined();
    expect(sessionState(null, idle)).toBeNull();
    expect(sessionState(user, { running: underWay, confirmed: null })).toEqual(user);
    expect(sessionState(undefined, idle)).toBeUndefined();
  });

  it('shows the user the check confirmed while the mirror has not answered with it yet', () => {
    expect(sessionState(null, { running: null, confirmed: user })).toEqual(user);
    expect(sessionState(undefined, { running: null, confirmed: user })).toEqual(user);
  });

  it('is under way from the start of the check until it settles, also when it fails', async () => {
    let finish: (value: SessionUser | null) => void = () => {};
    const tracked = trackSessionCheck(new Promise<SessionUser | null>((resolve) => (finish = resolve)));
    expect(sessionCheckUnderWay()).toBe(true);
    finish(null);
    await tracked;
    expect(sessionCheckUnderWay()).toBe(false);

    const failed = trackSessionCheck(Promise.reject(new Error('offline')));
    expect(sessionCheckUnderWay()).toBe(true);
    await expect(failed).rejects.toThrow('offline');
    expect(sessionCheckUnderWay()).toBe(false);
  });
});

describe('the shopper at the moment of a tap', () => {
  it('waits for the session check under way when no user is mirrored yet, then reads it', async () => {
    database = createTestDatabase();
    let answer: () => Promise<void> = async () => {};
    const check = trackSessionCheck(new Promise<SessionUser | null>((resolve) => (answer = async () => resolve(null))));
    const known = knownSessionUser(database);
    await saveSessionUser(user, database);
    await answer();
    await check;
    expect(await known).toEqual(user);
  });

  it('is a visitor when nothing is mirrored and no check is under way', async () => {
    database = createTestDatabase();
    expect(await knownSessionUser(database)).toBeNull();
  });
});
