import { defineConfig } from 'vitest/config';
import { mantineThemeStylesheet } from './scripts/mantine-theme-css';

// Vitest 5's reporter prints failures with Map.groupBy, which Node 20 lacks (Node 21+ has it):
// without this a failing test crashes the reporter and its message is never shown.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

// Units, the data layer (fake-indexeddb) and the API in process (PGlite, and PostgreSQL when
// DATABASE_URL is set). End-to-end tests are Playwright's, under tests/e2e.
export default defineConfig({
  // The app's stylesheets import Mantine's theme CSS (scripts/mantine-theme-css.ts).
  plugins: [mantineThemeStylesheet()],
  test: {
    include: ['{src,server,contract,sw,scripts}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/indexeddb.ts', 'tests/setup/fail-on-console-error.ts'],
    // Both cores: Vitest's default is one worker fewer than the cores, so one file at a time here,
    // with a core two-thirds idle. Two files at a time: the PGlite run 447 → 341 s on this 2-core
    // machine, every test passing (docs/decisions/271).
    maxWorkers: 2,
    // Each worker imports the app's modules once, not once per test file: the server's module
    // graph (Hono, Drizzle, PGlite's WebAssembly) took 0.8 to 1.8 s to evaluate per file, 176
    // times. On a 2-core machine: the PGlite run 221 → 77 s, the PostgreSQL run 107 → 52 s, every
    // test passing in three shuffled file orders (docs/decisions/272). The price is that module
    // state outlives a file: a file that fakes timers or mocks a module puts it back (the setup
    // file restores real timers after each file; stubs are undone after each test), and state a
    // module keeps is keyed by the database or app that owns it, never global.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
