import autocannon, { type Options, type Result } from 'autocannon';

/** A browser's Accept-Encoding: answers are measured as a phone would receive them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export type Load = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers, connection errors and timeouts: a run with any is not a valid figure. */
  failures: number;
  statuses: string;
};

export type LoadOptions = Omit<Options, 'duration'> & { seconds: number; warmUpSeconds: number };

function toLoad(result: Result): Load {
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses: Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' '),
  };
}

/**
 * Runs autocannon against the running server: a short warm-up (JIT, pools, caches) whose
 * figures are thrown away, then the measured run.
 */
export async function runLoad({ seconds, warmUpSeconds, ...options }: LoadOptions): Promise<Load> {
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  return toLoad(await autocannon({ ...options, duration: seconds }));
}
