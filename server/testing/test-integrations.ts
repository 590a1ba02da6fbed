import type { Db } from '../db/client';
import { type Integrations, selectIntegrations } from '../integrations/select-integrations';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * Every integration in its sandbox, answering in process: no port, the same protocol as over HTTP.
 * Mail is queued in the database by the code under test; `db` is kept for the callers' sake.
 */
export function createTestIntegrations(_db: Db, options: { clock?: () => number } = {}): Integrations {
  return selectIntegrations({
    ownBaseUrl: 'http://127.0.0.1:0',
    razorpay: {},
    shiprocket: {},
    mail: {},
    sandboxSeed: TEST_JWT_SECRET,
    sandboxTransport: 'in-process',
    sandboxClock: options.clock,
  });
}
