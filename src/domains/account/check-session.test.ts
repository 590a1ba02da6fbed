import Dexie, { liveQuery } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../data/db';
import { readSessionUser, saveSessionUser } from '../../data/session';
import { freshDatabaseEachTest, sampleSessionUser } from '../../data/test-database.test-support';
import { checkSession } from './check-session';

const user = sampleSessionUser;

/** How many answers a live query of the session table gives while `act` runs, the first included. */
async function sessionAnswersDuring(database: ShopDatabase, act: () => Promise<void>): Promise<number> {
  let answers = 0;
  let answered = () => {};
  const first = new Promise<void>((resolve) => {
    answered = resolve;
  });
  const subscription = liveQuery(() => database.session.toArray()).subscribe(() => {
    answers += 1;
    answered();
  });
  await first;
  await act();
  // Long enough for a live query woken by a write to answer again.
  await new Promise((resolve) => setTimeout(resolve, 50));
  subscription.unsubscribe();
  return answers;
}

// Dexie's liveQuery runs only where it sees an IndexedDB (a browser); here it is fake-indexeddb's.
beforeAll(() => {
  Dexie.dependencies.indexedDB = new IDBFactory();
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
});

const database = freshDatabaseEachTest();

// Under Node there is no storage, so no token: the check of a visitor (decision 282).
describe("a visitor's session check, no token stored", () => {
  it('writes nothing when no user is mirrored: no live query of the session wakes', async () => {
    expect(await sessionAnswersDuring(database(), () => checkSession(database()))).toBe(1);
    expect(await readSessionUser(database())).toBeNull();
  });

  it('forgets a user that a session ended elsewhere left mirrored', async () => {
    await saveSessionUser(user, database());
    expect(await sessionAnswersDuring(database(), () => checkSession(database()))).toBe(2);
    expect(await readSessionUser(database())).toBeNull();
  });
});
