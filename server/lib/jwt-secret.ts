import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema/settings';

export const JWT_SECRET_SETTING = 'jwt_secret';
const MIN_LENGTH = 32;

export type JwtSecret = { secret: string; source: 'JWT_SECRET' | 'database' };

/** A secret an earlier version generated into DATA_DIR/jwt-secret, if there is a usable one. */
async function readLegacyFile(file: string | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= MIN_LENGTH ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The key that signs sessions: JWT_SECRET when set, else one secret kept in the database, so
 * that every instance on one PostgreSQL signs and accepts the same tokens without set-up
 * (docs/decisions/154). The first instance to ask creates it; concurrent starters race on the
 * primary key and all read back the one that won. A secret an earlier version kept in
 * DATA_DIR/jwt-secret is offered first, so a one-machine shop keeps its sessions on upgrade.
 */
export async function loadJwtSecret(
  db: Db,
  options: { configured: string | undefined; legacyFile?: string },
): Promise<JwtSecret> {
  if (options.configured) return { secret: options.configured, source: 'JWT_SECRET' };
  const candidate = (await readLegacyFile(options.legacyFile)) ?? randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: JWT_SECRET_SETTING, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, JWT_SECRET_SETTING));
  if (!row || row.value.length < MIN_LENGTH) {
    throw new Error(`The settings row ${JWT_SECRET_SETTING} is missing or shorter than ${MIN_LENGTH} characters`);
  }
  return { secret: row.value, source: 'database' };
}
