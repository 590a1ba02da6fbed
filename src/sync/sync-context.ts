import { type ApiClient, api } from '../api/client';
import { db, type ShopDatabase } from '../data/db';

/** What a push works with: the device's database and the API client (tests pass their own). */
export type SyncContext = { database: ShopDatabase; client: ApiClient };

export function defaultContext(): SyncContext {
  return { database: db(), client: api };
}
