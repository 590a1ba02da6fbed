import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { checkAdminLogin } from './check-admin-login';

const answer = vi.hoisted(() => ({ error: undefined as unknown }));
vi.mock('../../api/call', () => ({
  callAdmin: async () => {
    throw answer.error;
  },
}));

describe('checkAdminLogin', () => {
  let warned: MockInstance<typeof console.warn>;
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: true });
    warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warned.mockRestore();
    vi.unstubAllGlobals();
  });

  it('denies a signed-out admin without logging the refusal', async () => {
    for (const status of [401, 403]) {
      answer.error = new ApiError({ message: 'Please sign in to continue', status, kind: 'http' });
      expect(await checkAdminLogin()).toEqual({ state: 'denied' });
    }
    expect(warned).not.toHaveBeenCalled();
  });

  it('logs a denial the server did not mean (a 4xx other than a refusal)', async () => {
    answer.error = new ApiError({ message: 'Bad request', status: 400, kind: 'http' });
    expect(await checkAdminLogin()).toEqual({ state: 'denied' });
    expect(warned).toHaveBeenCalledOnce();
  });

  it('says the back office cannot be reached when no answer comes', async () => {
    answer.error = new ApiError({ message: 'Timed out', status: 0, kind: 'timeout' });
    expect(await checkAdminLogin()).toEqual({ state: 'unreachable' });
    answer.error = new ApiError({ message: 'Bad gateway', status: 502, kind: 'http' });
    expect(await checkAdminLogin()).toEqual({ state: 'unreachable' });
    expect(warned).not.toHaveBeenCalled();
  });
});
