import { whenIdle } from './when-idle';

/**
 * The longest the next part waits for the browser's idle moment after the one before is drawn.
 */
export const BETWEEN_PARTS_MS = 500;

type Turn = { draw: () => void };

/** Parts that asked to be drawn while another was, in the order they asked. */
const waiting: Turn[] = [];
/**
 * A part is being drawn, or the browser has not yet been idle since the last one was. At most one
 * turn is started and not ended: the one not in `waiting`.
 */
let busy = false;

function start(turn: Turn): void {
  busy = true;
  turn.draw();
}

function startNext(): void {
  busy = false;
  const next = waiting.shift();
  if (next) start(next);
}

/**
 * The parts of a page drawn after its first screen (BelowTheFold in below-the-fold.tsx), one at a
 * time. React renders every pending transition together and commits them in one task: the listing's
 * later cards and the footer, asked for at the same idle moment, were one commit of about 400
 * components, 80 ms at the phone's calibration (docs/decisions/379). Drawn in turn, each is a
 * commit of its own, with the browser's idle moment (at most BETWEEN_PARTS_MS) between two.
 *
 * `draw` runs at once when no other part is being drawn, else when the ones before it are. The
 * returned function ends the turn: call it once the part is drawn (after its commit) or when it is
 * gone before (unmounted while waiting or being drawn). Calling it again does nothing.
 */
export function takeTurn(draw: () => void): () => void {
  const turn: Turn = { draw };
  if (busy) waiting.push(turn);
  else start(turn);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const at = waiting.indexOf(turn);
    if (at >= 0) waiting.splice(at, 1);
    // Not waiting, so it is the part being drawn: the next one's turn comes at the idle moment.
    else whenIdle(startNext, BETWEEN_PARTS_MS);
  };
}
