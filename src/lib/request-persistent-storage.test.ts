import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, resetPersistentStorageRequest } from './request-persistent-storage';

beforeEach(() => {
  resetPersistentStorageRequest();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('requestPersistentStorage', () => {
  it('asks once, logs the answer, and ignores a browser without the API', async () => {
    const storage = { persist: vi.fn(async () => true), persisted: vi.fn(async () => false) };
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(await requestPersistentStorage(storage)).toBeNull();
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(console.info).toHaveBeenCalledWith('navigator.storage.persist(): granted');
    resetPersistentStorageRequest();
    expect(await requestPersistentStorage(undefined)).toBeNull();
  });
});
