import { TOKEN_KEY } from '../../contract/constants';
import type { ShopDatabase } from '../../src/data/db';
import type { Connection } from '../../sw/outbox-sync';
import type { Device } from './bag-device';

/**
 * The service worker on a test device (bag-device.ts): it has no bearer token, so its
 * network is the device's with the session cookie, as the browser adds it to the worker's
 * same-origin requests; and it reads the device's IndexedDB without Dexie.
 */
export const ORIGIN = 'http://shop.test';

/** The device's network with the session cookie of `token` and no Authorization header. */
export function cookieFetch(device: Device, token: string | null = device.token.value): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('Cookie', `${TOKEN_KEY}=${token}`);
    return device.transport.fetch(input, { ...init, headers });
  };
}

export function connection(device: Device, token?: string | null): Connection {
  return { fetch: cookieFetch(device, token), origin: ORIGIN, timeoutMs: 2_000 };
}

/** The IndexedDB connection under the device's Dexie database, as the worker opens its own. */
export async function backend(database: ShopDatabase): Promise<IDBDatabase> {
  await database.open();
  return database.backendDB();
}
