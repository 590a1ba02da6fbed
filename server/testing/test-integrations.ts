import type { Db } from '../db/client';
import type { Integrations } from '../integrations/select-integrations';
import { createIntegrations } from '../modules/outbox/outbox-integrations';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Every integration in its sandbox, answering in process: no port, the same protocol as over HTTP. */
export function createTestIntegrations(db: Db, options: { clock?: () => number } = {}): Integrations {
  return createIntegrations(db, {
    ownBaseUrl: 'http://127.0.0.1:0',
    razorpay: {},
    shiprocket: {},
    mail: {},
    sandboxSeed: TEST_JWT_SECRET,
    sandboxTransport: 'in-process',
    sandboxClock: options.clock,
  });
}
