import { describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { useTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';
import type { Job } from './job';
import { createJobRunner } from './job-runner';

/** A job whose run waits until the test lets it finish, counting how many runs started. */
function gatedJob(name: string) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const job = {
    name,
    intervalMs: 60_000,
    started: 0,
    async run() {
      job.started++;
      await gate;
      return 'done';
    },
  };
  return { job, open };
}

describe.each(TEST_DATABASE_KINDS)('job runner (%s)', (kind) => {
  const t = useTestApp(kind);
  const runner = (jobs: Job[]) =>
    createJobRunner({ db: t.db, databaseKind: t.kind, integrations: t.integrations, jobs });

  it('runs a job once on request, and skips a second run while the first is under way', async () => {
    const { job, open } = gatedJob('gated-here');
    const jobs = runner([job]);
    const first = jobs.runJobOnce('gated-here');
    const second = await jobs.runJobOnce('gated-here');
    expect(second).toEqual({ ran: false });
    open();
    expect(await first).toEqual({ ran: true, result: 'done' });
    expect(job.started).toBe(1);
    expect(await jobs.runJobOnce('gated-here')).toEqual({ ran: true, result: 'done' });
    expect(() => jobs.runJobOnce('no-such-job')).toThrow('No job named no-such-job');
  });

  it('logs a run that throws and runs the job again at its next tick; stop ends the timers', async () => {
    // Expected here: taken over from the setup's spy, which fails a test on any console.error.
    const error = vi.mocked(console.error).mockImplementation(() => {});
    let runs = 0;
    let ranTwice: () => void = () => {};
    const twice = new Promise<void>((resolve) => {
      ranTwice = resolve;
    });
    const jobs = runner([
      {
        name: 'flaky',
        intervalMs: 5,
        async run() {
          runs++;
          if (runs === 1) throw new Error('database went away');
          if (runs === 2) ranTwice();
        },
      },
    ]);
    jobs.start();
    await twice;
    await jobs.stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(after);
    expect(error).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('Job flaky failed; it runs again in 0 s:', new Error('database went away'));
  });

  it.runIf(kind === 'postgres')('lets only one of two instances run a job at the same time', async () => {
    // A second instance: its own pool to the same database, as another server process would have.
    const pool = t.database.driver.kind === 'postgres' ? t.database.driver.pool : null;
    const other: Database = await openDatabase({ databaseUrl: String(pool?.options.connectionString) });
    try {
      const here = gatedJob('gated-shared');
      const there = gatedJob('gated-shared');
      const hereRunner = runner([here.job]);
      const thereRunner = createJobRunner({
        db: other.db,
        databaseKind: other.kind,
        integrations: t.integrations,
        jobs: [there.job],
      });
      const first = hereRunner.runJobOnce('gated-shared');
      // Wait until the first run holds the lock (its job started), then try from the other instance.
      await vi.waitFor(() => expect(here.job.started).toBe(1));
      expect(await thereRunner.runJobOnce('gated-shared')).toEqual({ ran: false });
      // Another job name is not held by it.
      const unrelated = gatedJob('gated-other');
      unrelated.open();
      const otherName = createJobRunner({
        db: other.db,
        databaseKind: other.kind,
        integrations: t.integrations,
        jobs: [unrelated.job],
      });
      expect(await otherName.runJobOnce('gated-other')).toEqual({ ran: true, result: 'done' });
      here.open();
      expect(await first).toEqual({ ran: true, result: 'done' });
      // The lock ended with the run: the other instance may run it now.
      there.open();
      expect(await thereRunner.runJobOnce('gated-shared')).toEqual({ ran: true, result: 'done' });
      expect(there.job.started).toBe(1);
    } finally {
      await other.close();
    }
  });
});
