import { Hono } from 'hono';
import { z } from 'zod';

/** Where the end-to-end tests reach the controls, beside the sandboxes they steer. */
export const SANDBOX_TEST_CONTROLS_PATH = '/sandbox/test-controls';

/** The sandboxes' clock, shifted by what a test asked for: the wall clock plus an offset. */
export type ShiftableClock = { now: () => number; setOffsetMinutes: (minutes: number) => void };

export function createShiftableClock(wall: () => number = Date.now): ShiftableClock {
  let offsetMs = 0;
  return {
    now: () => wall() + offsetMs,
    setOffsetMinutes: (minutes) => {
      offsetMs = minutes * 60_000;
    },
  };
}

const offsetSchema = z.object({
  minutes: z
    .number()
    .int()
    .min(-24 * 60)
    .max(24 * 60),
});

/**
 * Test-only routes (docs/decisions/186), mounted only when SANDBOX_TEST_CONTROLS=1 and shipping
 * runs on its sandbox (server/config.ts): a browser test sets the sandbox clock's offset around
 * one booking, so that one return parcel is "booked 11 minutes ago" and already collected by the
 * sandbox's courier while every other shipment keeps real time; and it runs a background job
 * now instead of waiting for its timer. Never on a shop with real shipping credentials.
 */
export function sandboxTestControlRoutes(clock: ShiftableClock, runJob: (name: string) => Promise<unknown>) {
  const app = new Hono();
  app.post('/clock', async (c) => {
    const parsed = offsetSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ success: false, message: 'minutes must be a whole number' }, 400);
    clock.setOffsetMinutes(parsed.data.minutes);
    return c.json({ success: true, data: { offsetMinutes: parsed.data.minutes } });
  });
  app.post('/jobs/:name', async (c) => {
    const result = await runJob(c.req.param('name'));
    return c.json({ success: true, data: result ?? null });
  });
  return app;
}
