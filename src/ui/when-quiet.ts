import { whenIdle } from './when-idle';

/**
 * An idle period at least this long (ms) means the browser had nothing else due: no frame to draw,
 * no task and no timer soon (its longest idle period is 50 ms).
 */
const LONG_IDLE_MS = 40;
/** Idle periods come back to back (about 50 ms apart) while nothing else runs; a longer gap means something ran. */
const BACK_TO_BACK_MS = 75;

/**
 * Runs `task` once the browser has been quiet for `quietFor` ms: long idle periods back to back,
 * with no task, frame or timer between them (at most `timeout` ms later). Unlike `whenIdle`, a
 * gap between two slices of work (the page waiting for an answer or a file) is not taken for the
 * end of the work. Returns its cancel. Its own module, outside the storefront's entry: the worker's
 * registration imports it once the page has loaded (decision 387).
 */
export function whenQuiet(task: () => void, quietFor: number, timeout: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') return whenIdle(task, timeout);
  let quietSince: number | undefined;
  let last = 0;
  let id = 0;
  const cancel = () => {
    window.clearTimeout(limit);
    window.cancelIdleCallback(id);
  };
  const done = () => {
    cancel();
    task();
  };
  const look = (deadline: IdleDeadline) => {
    const now = performance.now();
    if (deadline.timeRemaining() < LONG_IDLE_MS) quietSince = undefined;
    else if (quietSince === undefined || now - last > BACK_TO_BACK_MS) quietSince = now;
    last = now;
    if (quietSince !== undefined && now - quietSince >= quietFor) done();
    else id = window.requestIdleCallback(look);
  };
  const limit = window.setTimeout(done, timeout);
  id = window.requestIdleCallback(look);
  return cancel;
}
