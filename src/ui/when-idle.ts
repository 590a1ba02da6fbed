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
