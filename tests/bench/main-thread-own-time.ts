/**
 * How much of a page's main-thread time after its first paint was the page's own work, read from
 * the trace Lighthouse recorded. Lighthouse's simulation multiplies each task's wall time by the
 * CPU slowdown; on this 2-core machine a task's wall time also holds the time its thread waited
 * for a core while the browser, the network service, the compiler threads and the server used
 * both: traces of the listing read 836 ms of long tasks for 271 ms of the thread's own CPU
 * (docs/decisions/372, 373). The trace's thread clock (`tdur`) counts only the time the thread
 * ran, so the two side by side say how much of a blocking-time figure is the page's code and how
 * much the machine's state. The thread's CPU is read from Lighthouse's own recording, which itself
 * lengthens the shell's evaluation several times over (docs/decisions/377): an upper bound of the
 * page's own work, not the work itself. Printed beside Lighthouse's own figures, judged against
 * nothing.
 */

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadOwnTime = {
  /** Wall time of the tasks after the first paint that the slowdown could make long. */
  wallMs: number;
  /** The thread's own CPU time in those tasks. */
  cpuMs: number;
  /** Lighthouse's blocking-time rule (each task's part over 50 ms) applied to CPU time × slowdown. */
  blockingFromCpuMs: number;
};

const LONG_TASK_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The page's main thread (the renderer thread that painted the first contentful paint) from its
 * first contentful paint to the trace's end: undefined when the trace has no such paint or no
 * thread clock.
 */
export function mainThreadOwnTime(events: readonly TraceEvent[], slowdown: number): MainThreadOwnTime | undefined {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const thread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!thread) return undefined;
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        TASK_NAMES.has(event.name) &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ts >= paint.ts &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  if (!tasks.some((task) => task.tdur !== undefined)) return undefined;
  // A task that slowed down by `slowdown` could pass 50 ms: shorter ones block nothing either way.
  const couldBlockMs = LONG_TASK_MS / slowdown;
  let end = 0;
  const own = { wallMs: 0, cpuMs: 0, blockingFromCpuMs: 0 };
  for (const task of tasks) {
    // Only top-level tasks: one run inside another (a nested loop) is counted with its outer task.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? 0) / 1000;
    if (wallMs < couldBlockMs) continue;
    own.wallMs += wallMs;
    own.cpuMs += cpuMs;
    own.blockingFromCpuMs += Math.max(0, cpuMs * slowdown - LONG_TASK_MS);
  }
  return own;
}
