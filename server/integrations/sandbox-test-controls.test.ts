import { describe, expect, it } from 'vitest';
import { createShiftableClock, sandboxTestControlRoutes } from './sandbox-test-controls';

describe('sandbox test controls', () => {
  it('shifts the clock by whole minutes, and back', async () => {
    const clock = createShiftableClock(() => 1_000_000);
    const ran: string[] = [];
    const app = sandboxTestControlRoutes(clock, async (name) => {
      ran.push(name);
      return { ran: true };
    });
    const post = (path: string, body?: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await post('/clock', { minutes: -11 })).status).toBe(200);
    expect(clock.now()).toBe(1_000_000 - 11 * 60_000);
    expect((await post('/clock', { minutes: 1.5 })).status).toBe(400);
    expect((await post('/clock', { minutes: 0 })).status).toBe(200);
    expect(clock.now()).toBe(1_000_000);
    const job = await post('/jobs/tracking-sync');
    expect(await job.json()).toEqual({ success: true, data: { ran: true } });
    expect(ran).toEqual(['tracking-sync']);
  });
});
