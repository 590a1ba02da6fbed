import { defineConfig } from 'vitest/config';

// Units, the data layer (fake-indexeddb) and the API in process (PGlite, and PostgreSQL when
// DATABASE_URL is set). End-to-end tests are Playwright's, under tests/e2e.
export default defineConfig({
  test: {
    include: ['{src,server,contract,sw}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
