import { whenIdle, whenShownAndIdle } from './when-idle';

/**
 * The longest decoration waits for the opened page's parts, after the app is on screen: a part
 * whose code never arrives (a connection that stalls) does not hold it back for good.
 */
export const OPENING_WORK_LIMIT_MS = 10_000;

/** Parts of the page still to be drawn: BelowTheFold's waiting for their turn, lazy parts' code on its way. */
let pending = 0;
const whenDone: (() => void)[] = [];

function runWhenDone(): void {
  if (pending > 0) return;
  for (const task of whenDone.splice(0)) task();
}

/**
 * Marks a part of the page as still to be drawn (BelowTheFold before its turn, a lazy part before
 * its code has come). The returned function says it is drawn, or gone; calling it again does
 * nothing.
 */
export function beginPagePart(): () => void {
  pending++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending--;
    // After the rest of the commit's effects: a part drawn in the same commit as the one that
    // mounts its lazy code begins before this runs.
    queueMicrotask(runWhenDone);
  };
}

/**
 * Runs `task` once the app is on screen and every part of its page has been drawn, at the
 * browser's idle moment after (each wait at most `timeout` ms; and at most OPENING_WORK_LIMIT_MS
 * for the parts): for what only decorates the page, so it takes no CPU from the page's own start.
 * The hero's confetti started at the first idle moment after `load`, while a fast device was
 * still drawing home's lower sections: its frames took the CPU from the page's last tasks
 * (docs/decisions/380). Returns its cancel.
 */
export function whenPageDrawn(task: () => void, timeout: number): () => void {
  let cancelIdle: () => void = () => undefined;
  let limit: number | undefined;
  const stopWaiting = () => {
    window.clearTimeout(limit);
    const index = whenDone.indexOf(drawn);
    if (index >= 0) whenDone.splice(index, 1);
  };
  function drawn() {
    stopWaiting();
    cancelIdle = whenIdle(task, timeout);
  }
  const cancelShown = whenShownAndIdle(() => {
    limit = window.setTimeout(drawn, OPENING_WORK_LIMIT_MS);
    whenDone.push(drawn);
    runWhenDone();
  }, timeout);
  return () => {
    cancelShown();
    stopWaiting();
    cancelIdle();
  };
}
