import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

// End-to-end tests run the built PWA on the real server (embedded PGlite in a throwaway
// DATA_DIR, demo catalogue, sandboxes) in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

export const E2E_ADMIN = { email: 'admin@jutexx.test', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A checkout test has taken 58 s on this machine: room for a slow one under load.
  timeout: 120_000,
  // Two workers share the 2-core machine with the server and two Chromiums; on a slow machine a
  // page under that load has taken more than 10 s to show its listing (2026-11-25).
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace records the page's frames and snapshots all through a test: recorded for every test
    // and thrown away on success, it cost a fifth of a run's time on a 2-core machine (the GPU
    // process encoding frames; docs/decisions/272). CI retries a failed test once, with a trace;
    // locally, `npx playwright test --trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // The update-prompt test rewrites dist/sw.js to make a new version; run alone, after the
  // rest, so no other test's page meets that version mid-test.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /Reload to update/ },
    {
      name: 'update',
      use: { ...devices['Desktop Chrome'] },
      grep: /Reload to update/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // The shop as it ships: the PWA and the compiled server (npm run build), run by plain node.
    command: 'rm -rf .data-e2e && npm run build && node --enable-source-maps build/server/main.js',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: '.data-e2e',
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: 'production',
      // Production mode refuses silent sandboxes (docs/decisions/153): the tests ask for them;
      // push too, since no browser's push service is reached from here (docs/decisions/212).
      SANDBOXES: 'payments,shipping,push',
      // Test-only: shift the shipping sandbox's clock around one booking and run a job now
      // (server/integrations/sandbox-test-controls.ts; docs/decisions/186).
      SANDBOX_TEST_CONTROLS: '1',
    },
  },
});
