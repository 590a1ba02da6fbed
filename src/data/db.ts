import type { liveQuery as dexieLiveQuery } from 'dexie';
import type { ShopDatabase } from './shop-database';

/**
 * The one IndexedDB database of the storefront: the client's cache of server data (STYLE.md 4).
 * Screens read it with useLiveQuery; only the domains' mirror modules write catalogue rows.
 * Admin data never comes here.
 */
export type * from './rows';
export type { ShopDatabase } from './shop-database';

type DatabaseCode = typeof import('./shop-database');

let opened: { database: ShopDatabase; liveQuery: typeof dexieLiveQuery } | undefined;
let opening: Promise<ShopDatabase> | undefined;

/**
 * Loads Dexie's code and opens the storefront's database; the same promise on every call. Dexie is
 * not in the storefront's entry (docs/decisions/178): the first screen is written into the HTML by
 * the server or the service worker. The page's preloads fetch it beside the shell, so the two
 * arrive together; main.tsx's start imports it a task after the shell's evaluation
 * (docs/decisions/378) and awaits it before its first render, its session check and its sync.
 */
export function openDatabase(): Promise<ShopDatabase> {
  opening ??= import('./shop-database').then((code: DatabaseCode) => {
    opened = { database: new code.ShopDatabase(), liveQuery: code.liveQuery };
    return opened.database;
  });
  return opening;
}

/**
 * The storefront's database, for code that runs after start-up opened it (every screen, every
 * change, every sync: main.tsx awaits `openDatabase()` before any of them). A function rather than
 * a variable, so the wait is visible where the database is used and a use that comes too early
 * fails with this message instead of reading `undefined` (docs/decisions/247).
 */
export function db(): ShopDatabase {
  if (!opened) throw new Error('The shop database is used before openDatabase() opened it');
  return opened.database;
}

/** Whether `database` is the storefront's own (tests pass databases of their own); never throws. */
export function isShopDatabase(database: ShopDatabase): boolean {
  return opened?.database === database;
}

/** Dexie's `liveQuery`, loaded with the database (src/data/live-query.ts); the same rule as `db()`. */
export function loadedLiveQuery(): typeof dexieLiveQuery {
  if (!opened) throw new Error('A live query is started before openDatabase() loaded Dexie');
  return opened.liveQuery;
}
