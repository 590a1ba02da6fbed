import type { DatabaseKind, Db } from '../db/client';
import type { Integrations } from '../integrations/select-integrations';
import type { Job } from './job';
import { type Locked, withJobLock } from './job-lock';
import { shopJobs } from './shop-jobs';

export type JobRunnerOptions = {
  db: Db;
  databaseKind: DatabaseKind;
  integrations: Integrations;
  /** The shop's jobs unless a test gives its own. */
  jobs?: Job[];
  /** The clock each run is given; the wall clock unless a test sets it. */
  now?: () => Date;
};

export type JobRunner = {
  readonly names: string[];
  /** Schedules every job; its first run comes within two seconds. */
  start(): void;
  /** No new runs; waits for the runs under way, which are told to stop between items. */
  stop(): Promise<void>;
  /** One run now, as the timer would make it (skipped when another run holds the job); errors propagate. */
  runJobOnce(name: string): Promise<Locked<unknown>>;
};

const FIRST_RUN_MAX_DELAY_MS = 2_000;

/**
 * The server's background jobs (docs/decisions/149), started by server/main.ts and not by
 * createApp, so tests of the API get no timers. Each job waits its interval after its previous
 * run ended, so a slow run is never overlapped; a run that throws is logged and the job runs
 * again at its next tick.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, databaseKind, integrations } = options;
  const jobs = options.jobs ?? shopJobs(integrations);
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  const timers = new Map<string, NodeJS.Timeout>();
  const underWay = new Set<Promise<unknown>>();

  const runOnce = (job: Job): Promise<Locked<unknown>> => {
    const run = withJobLock(db, databaseKind, job.name, () =>
      job.run({ db, integrations, now: now(), signal: stopping.signal }),
    );
    underWay.add(run);
    const forget = () => underWay.delete(run);
    run.then(forget, forget);
    return run;
  };

  const schedule = (job: Job, delayMs: number) => {
    if (stopping.signal.aborted) return;
    const timer = setTimeout(async () => {
      try {
        await runOnce(job);
      } catch (error) {
        console.error(`Job ${job.name} failed; it runs again in ${Math.round(job.intervalMs / 1000)} s:`, error);
      }
      schedule(job, job.intervalMs);
    }, delayMs);
    // The timers alone do not keep the process alive; the HTTP server does.
    timer.unref();
    timers.set(job.name, timer);
  };

  return {
    names: jobs.map((job) => job.name),
    start() {
      for (const job of jobs)
        if (!timers.has(job.name)) schedule(job, Math.min(job.intervalMs, FIRST_RUN_MAX_DELAY_MS));
    },
    async stop() {
      stopping.abort();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...underWay]);
    },
    runJobOnce(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`No job named ${name}; the jobs are ${jobs.map((j) => j.name).join(', ')}`);
      return runOnce(job);
    },
  };
}
