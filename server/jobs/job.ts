import type { Db } from '../db/client';
import type { Integrations } from '../integrations/select-integrations';

/** What a job gets on each run. */
export type JobContext = {
  db: Db;
  integrations: Integrations;
  /** The run's moment: a test can set it; the timer gives the wall clock. */
  now: Date;
  /** Set when the server is stopping: a job with a long loop stops between items. */
  signal: AbortSignal;
};

/**
 * A background job (docs/decisions/149): run every `intervalMs` after the previous run ended,
 * by one instance at a time. A run must be safe to repeat: it may stop half way (crash,
 * shutdown) and the next run, on any instance, picks up what is left.
 */
export type Job = {
  /** kebab-case; also names the advisory lock `jutexx:job:<name>`. */
  name: string;
  intervalMs: number;
  /** Returns a summary for the log and for tests (counts), or nothing. */
  run(context: JobContext): Promise<unknown>;
};
