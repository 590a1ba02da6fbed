/**
 * Two instances of the real server on one PostgreSQL (server/testing/two-instances.ts): they
 * start together, share sessions and count failed sign-ins together. PostgreSQL only: skipped
 * without DATABASE_URL (and with TEST_DATABASES=pglite).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../contract/messages';
import { settings } from './db/schema/settings';
import { TEST_PASSWORD } from './testing/accounts';
import { dataOf } from './testing/requests';
import { TEST_DATABASE_KINDS } from './testing/test-databases';
import { ADMIN, api, register, useTwoInstances } from './testing/two-instances';

describe.skipIf(!TEST_DATABASE_KINDS.includes('postgres'))(
  'two instances on one PostgreSQL: start and sessions',
  () => {
    const pair = useTwoInstances();

    it('start together: one migrates and seeds, both share one session secret kept in the database', () => {
      const seeded = pair.servers.filter((server) => /Demo catalogue: \d+ products seeded/.test(server.output()));
      expect(seeded).toHaveLength(1);
      for (const server of pair.servers) {
        expect(server.output()).toContain('Session secret: generated once, kept in the database');
        expect(server.output()).toContain('Uploaded images: in the database (media_objects)');
      }
    });

    it('accepts a session made on one instance on the other', async () => {
      const shopper = await register(pair.a);
      expect((await api(pair.b, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(200);
      const login = dataOf(
        await api<{ accessToken: string }>(pair.b, 'POST', '/api/auth/login', {
          body: { login: shopper.email, password: TEST_PASSWORD },
        }),
      );
      expect((await api(pair.a, 'GET', '/api/auth/IsLoggedIn', { token: login.accessToken })).status).toBe(200);
    });

    it('refuses the eleventh wrong password on either instance, for shoppers and staff', async () => {
      const shopper = await register(pair.a);
      for (let i = 0; i < 10; i++) {
        const wrong = await api(i % 2 ? pair.b : pair.a, 'POST', '/api/auth/login', {
          body: { login: shopper.email, password: 'not-the-password' },
        });
        expect(wrong.status, `attempt ${i + 1}`).toBe(401);
      }
      for (const server of pair.servers) {
        const refused = await api(server, 'POST', '/api/auth/login', {
          body: { login: shopper.email, password: TEST_PASSWORD },
        });
        expect(refused.status, server.name).toBe(429);
        expect(refused.body).toEqual({ success: false, message: messages.tooManyAttempts });
      }

      for (let i = 0; i < 10; i++) {
        const wrong = await api(i % 2 ? pair.a : pair.b, 'POST', '/api/admin/login', {
          body: { ...ADMIN, password: 'nope-nope' },
        });
        expect(wrong.status, `admin attempt ${i + 1}`).toBe(401);
      }
      for (const server of pair.servers) {
        expect((await api(server, 'POST', '/api/admin/login', { body: ADMIN })).status, server.name).toBe(429);
      }
    });

    it('with JWT_SECRET set on both, a session made on one still works on the other', async () => {
      const storedSecret = () =>
        pair.database.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'jwt_secret'));
      const before = await storedSecret();
      expect(before).toHaveLength(1);
      await pair.startBoth({ JWT_SECRET: randomBytes(32).toString('hex') });
      for (const server of pair.servers) expect(server.output()).toContain('Session secret: from JWT_SECRET');
      const shopper = await register(pair.b);
      expect((await api(pair.a, 'GET', '/api/user/profile', { token: shopper.token })).status).toBe(200);
      // The restart seeded nothing twice.
      expect(
        pair.servers.every((server) => server.output().includes('Demo catalogue: products present, not seeded')),
      ).toBe(true);
      // The database's own secret stays as the first start made it, for when JWT_SECRET goes again.
      // (Other settings, such as the push keys, may have been added meanwhile.)
      expect(await storedSecret()).toEqual(before);
    });
  },
);
