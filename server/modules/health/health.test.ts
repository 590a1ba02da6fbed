import { describe, expect, it } from 'vitest';
import { call } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('GET /healthz on %s', (kind) => {
  const t = useTestApp(kind);

  it('says ok and names the database', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: kind } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
