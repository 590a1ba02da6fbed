import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema/settings';
import { useTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';
import { JWT_SECRET_SETTING, loadJwtSecret } from './jwt-secret';

describe.each(TEST_DATABASE_KINDS)('loadJwtSecret on %s', (kind) => {
  const t = useTestApp(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-secret-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prefers JWT_SECRET and then writes nothing', async () => {
    expect(await loadJwtSecret(t.db, { configured: 'j'.repeat(32) })).toEqual({
      secret: 'j'.repeat(32),
      source: 'JWT_SECRET',
    });
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('adopts a secret an older version kept in DATA_DIR, so its sessions stay valid', async () => {
    const legacyFile = path.join(dataDir, 'jwt-secret');
    writeFileSync(legacyFile, `${'L'.repeat(40)}\n`);
    expect(await loadJwtSecret(t.db, { configured: undefined, legacyFile })).toEqual({
      secret: 'L'.repeat(40),
      source: 'database',
    });
    await t.db.delete(settings);
  });

  it('creates one secret for every instance, however many ask at once', async () => {
    // Instances with different DATA_DIRs and no file of their own, starting together.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        loadJwtSecret(t.db, { configured: undefined, legacyFile: path.join(dataDir, `none-${i}`, 'jwt-secret') }),
      ),
    );
    const secrets = new Set(answers.map((answer) => answer.secret));
    expect(secrets.size).toBe(1);
    const [secret] = secrets;
    expect(secret?.length).toBeGreaterThanOrEqual(32);
    expect(await t.db.select({ key: settings.key, value: settings.value }).from(settings)).toEqual([
      { key: JWT_SECRET_SETTING, value: secret },
    ]);
    // A later start, even one holding an old file, reads the same secret.
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'M'.repeat(40));
    expect(
      (await loadJwtSecret(t.db, { configured: undefined, legacyFile: path.join(dataDir, 'jwt-secret') })).secret,
    ).toBe(secret);
  });
});
