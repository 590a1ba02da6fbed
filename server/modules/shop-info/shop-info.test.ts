import { describe, expect, it } from 'vitest';
import type { ShopInfo } from '../../../contract/shop-info';
import { createApp } from '../../app';
import { selectIntegrations } from '../../integrations/select-integrations';
import { call } from '../../testing/requests';
import { TEST_JWT_SECRET, useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('GET /api/shop/info on %s', (kind) => {
  const t = useTestApp(kind);

  /** The same app with Razorpay keys: real clients, never called by this endpoint. */
  const withKeys = (keyId: string) =>
    createApp({
      db: t.db,
      databaseKind: t.database.kind,
      jwtSecret: TEST_JWT_SECRET,
      integrations: selectIntegrations({
        ownBaseUrl: 'http://127.0.0.1:0',
        razorpay: { keyId, keySecret: 'secret' },
        shiprocket: {},
        mail: {},
      }),
    });

  it('says payments go to the sandbox when it is on, to anyone, cacheable for five minutes', async () => {
    const res = await call<ShopInfo>(t.app, 'GET', '/api/shop/info');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { paymentsMode: 'sandbox' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("says 'test' with Razorpay test keys and 'live' only with live keys", async () => {
    expect((await call<ShopInfo>(withKeys('rzp_test_abc'), 'GET', '/api/shop/info')).body).toEqual({
      success: true,
      data: { paymentsMode: 'test' },
    });
    expect((await call<ShopInfo>(withKeys('rzp_live_abc'), 'GET', '/api/shop/info')).body).toEqual({
      success: true,
      data: { paymentsMode: 'live' },
    });
  });

  it('answers a JSON 404 for other paths under /api/shop', async () => {
    const res = await call(t.app, 'GET', '/api/shop/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false });
  });
});
