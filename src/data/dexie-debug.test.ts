import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Dexie turns its debug mode on by itself where the page's address is localhost or 127.0.0.1,
// which is where the benches and Lighthouse run the built shop (docs/decisions/289).
describe("Dexie's debug mode", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Dexie.debug = false;
  });

  it('is off in a built shop whatever the host', async () => {
    Dexie.debug = true; // as Dexie sets it on 127.0.0.1
    vi.stubEnv('PROD', true);
    vi.resetModules();
    await import('./shop-database');
    expect(Dexie.debug).toBe(false);
  });

  it("is Dexie's own choice on the dev server", async () => {
    Dexie.debug = true;
    vi.stubEnv('PROD', false);
    vi.resetModules();
    await import('./shop-database');
    expect(Dexie.debug).toBe(true);
  });
});
