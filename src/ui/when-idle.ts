import { whenAppShown } from './first-screen';

/** Runs `task` when the browser is idle (at most `timeout` ms later); returns its cancel. */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

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
 * end of the work. Returns its cancel.
 */
export function whenQuiet(task: () => void, quietFor: number, timeout: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') return whenIdle(task, timeout);
  let quietSince: number | undefined;
  let last: number | undefined;
  let id = 0;
  const cancel = () => {
    window.clearTimeout(limit);
    window.cancelIdleCallback(id);
  };
  const look = (deadline: IdleDeadline) => {
    const now = performance.now();
    const long = deadline.timeRemaining() >= LONG_IDLE_MS;
    const gap = last !== undefined && now - last > BACK_TO_BACK_MS;
    last = now;
    if (!long) quietSince = undefined;
    else if (quietSince === undefined || gap) quietSince = now;
    if (quietSince !== undefined && now - quietSince >= quietFor) {
      cancel();
      task();
      return;
    }
    id = window.requestIdleCallback(look);
  };
  const limit = window.setTimeout(() => {
    cancel();
    task();
  }, timeout);
  id = window.requestIdleCallback(look);
  return cancel;
}

/**
 * Runs `task` at the browser's first idle moment (at most `timeout` ms later) once the app is on
 * screen (first-screen.ts): for what the first render leaves out. Returns its cancel.
 */
export function whenShownAndIdle(task: () => void, timeout: number): () => void {
  let cancelIdle: () => void = () => undefined;
  const cancelWait = whenAppShown(() => {
    cancelIdle = whenIdle(task, timeout);
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}

/**
 * Runs `task` once the app is on screen (first-screen.ts) and the browser has been quiet for
 * `quietFor` ms (`whenQuiet`; at most `timeout` ms after the app was shown). Returns its cancel.
 */
export function whenShownAndQuiet(task: () => void, quietFor: number, timeout: number): () => void {
  let cancelQuiet: () => void = () => undefined;
  const cancelWait = whenAppShown(() => {
    cancelQuiet = whenQuiet(task, quietFor, timeout);
  });
  return () => {
    cancelWait();
    cancelQuiet();
  };
}
