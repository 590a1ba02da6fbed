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

/**
 * The storefront's database, once `openDatabase()` has loaded Dexie's code. Dexie is not in the
 * storefront's entry (docs/decisions/178): the first screen is written into the HTML by the server
 * or the service worker, and nothing reads the mirror before main.tsx has awaited
 * `openDatabase()`, which it does before its first render, its session check and its sync.
 * Read `db` when it is used, never into a module-level constant (it is undefined until then).
 */
export let db: ShopDatabase;

/** Dexie's `liveQuery`, loaded with the database (src/data/live-query.ts); the same rule as `db`. */
export let liveQuery: typeof dexieLiveQuery;

let opening: Promise<ShopDatabase> | undefined;

/**
 * Loads Dexie's code and opens the storefront's database (`db`); the same promise on every call.
 * src/app/boot.ts starts it beside the shell, so the two arrive together.
 */
export function openDatabase(): Promise<ShopDatabase> {
  opening ??= import('./shop-database').then((code: DatabaseCode) => {
    liveQuery = code.liveQuery;
    db = new code.ShopDatabase();
    return db;
  });
  return opening;
}
