/**
 * Asks the browser to keep this site's storage (IndexedDB: the bag outbox, orders) under storage
 * pressure instead of evicting it. Requested after sign-in and after the first order is mirrored,
 * at most once per page load; ignored where unsupported. The answer is only logged: a refusal
 * changes nothing (the data is still stored, just evictable).
 */
let requested = false;

export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined = globalThis.navigator?.storage,
): Promise<boolean | null> {
  if (requested || !storage || typeof storage.persist !== 'function') return null;
  requested = true;
  try {
    const already = typeof storage.persisted === 'function' ? await storage.persisted() : false;
    const granted = already || (await storage.persist());
    console.info(`navigator.storage.persist(): ${granted ? 'granted' : 'not granted'}`);
    return granted;
  } catch (error) {
    console.warn('navigator.storage.persist() failed:', error);
    return null;
  }
}

/** For tests: allow another request. */
export function resetPersistentStorageRequest(): void {
  requested = false;
}
