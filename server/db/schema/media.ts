import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** PostgreSQL's byte string; node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded pictures (product images, return photos) when the shop runs on PostgreSQL, so every
 * instance serves what any of them received (docs/decisions/154). Keyed by the path under
 * /media/uploads; a single-machine shop keeps the same paths as files in DATA_DIR/uploads.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('media_objects_size_matches', sql`${t.size} = octet_length(${t.bytes})`)],
);
