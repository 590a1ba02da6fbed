import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it diffs the domains' schema files (server/db/schema/)
// against the migration snapshots, so no database connection is needed. The server applies the
// migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
