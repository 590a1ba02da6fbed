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
