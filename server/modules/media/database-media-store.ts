import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaObjects } from '../../db/schema/media';
import { assertMediaKey, type MediaStore } from './media-store';

/**
 * Pictures in the media_objects table, for a shop on PostgreSQL with several instances
 * (docs/decisions/154): what one instance stored, every instance serves, with no shared disk
 * or object storage to set up. Pictures are small (WebP, at most 1200 px wide) and written once;
 * browsers, the service worker and any proxy cache them, so reads stay rare.
 */
export function createDatabaseMediaStore(db: Db): MediaStore {
  return {
    description: 'in the database (media_objects)',
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      await db
        .insert(mediaObjects)
        .values({ path: key, contentType, size: bytes.length, bytes })
        .onConflictDoUpdate({ target: mediaObjects.path, set: { contentType, size: bytes.length, bytes } });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: mediaObjects.bytes, contentType: mediaObjects.contentType, size: mediaObjects.size })
        .from(mediaObjects)
        .where(eq(mediaObjects.path, key));
      return row;
    },
    async remove(key) {
      await db.delete(mediaObjects).where(eq(mediaObjects.path, key));
    },
    async removeFolder(folder) {
      assertMediaKey(`${folder}/x`);
      await db.delete(mediaObjects).where(sql`starts_with(${mediaObjects.path}, ${`${folder}/`})`);
    },
  };
}
