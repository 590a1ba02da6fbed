import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// A test that logs console.error fails: an error nobody asserted on is a bug nobody saw.
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) {
    const first = logged[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`console.error was called ${logged.length} time(s); first: ${first}`);
  }
});

// Test files share their worker's modules (vitest.config.ts, isolate: false): a clock one file
// faked ends with that file.
afterAll(() => {
  vi.useRealTimers();
});

// A timer longer than Node allows (24.8 days) is cut to 1 ms and, asked for again, spins: PGlite's
// PostgreSQL did so after a test faked Date into another year (its timers read the process's
// Date; docs/decisions/355). The test running when it happens fails, naming the cause.
// The listener is the worker's, once: this file runs again for each test file.
const shared = globalThis as { shopTimerOverflow?: { message: string | null } };
if (!shared.shopTimerOverflow) {
  const overflow = { message: null as string | null };
  shared.shopTimerOverflow = overflow;
  process.on('warning', (warning) => {
    if (warning.name === 'TimeoutOverflowWarning') overflow.message ??= warning.message;
  });
}
const overflow = shared.shopTimerOverflow;

afterEach(() => {
  const { message } = overflow;
  overflow.message = null;
  if (message)
    throw new Error(
      `A timer asked for more than 24.8 days (${message}): was Date faked while PGlite ran? Set the app's clock (AppOptions.now) instead.`,
    );
});
