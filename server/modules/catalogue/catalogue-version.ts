import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueVersion } from '../../db/schema/catalogue';

/** The catalogue's version now: a primary-key read of the one row migration 0005 made. */
async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  if (!row) throw new Error('catalogue_version has no row: migration 0005_catalogue_version was not applied');
  return row.version;
}

/**
 * Reads the catalogue version, sharing one read among the requests that ask while it is under
 * way: under load one query serves many requests. A request may therefore see the version as it
 * was at most one database round trip before it arrived, never older; a change committed before
 * a read starts is always seen (docs/decisions/160).
 */
export function createVersionReader(db: Db): () => Promise<number> {
  let pending: Promise<number> | undefined;
  return () => {
    pending ??= readCatalogueVersion(db).finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
