import type { ConfettiMessage } from './confetti-messages';

const CONFETTI_PIECES = 300;
const CONFETTI_MS = 20_000;
const COLOURS = ['#d9b67c', '#a97a33', '#f3e7d1', '#5a9b54', '#da6f4e'];
/** The last pieces fall away within this after the rain stops; then the worker is let go. */
const FALL_AWAY_MS = 6_000;

/**
 * Hands `canvas` to the confetti worker and lets it rain (300 pieces, 20 seconds); returns what
 * stops it early. Loaded by useHeroConfetti only once the page is usable, so none of this is in
 * the storefront's entry (docs/decisions/202, 266). The rain ends for good once nobody can see
 * it: the hero scrolled out of the viewport, or the page hidden. Drawing 300 pieces a frame kept
 * a fifth of a core busy on a 2-core machine, the phone's other core while the shopper scrolls on
 * (docs/decisions/345).
 */
export function startRain(canvas: HTMLCanvasElement, onStop: () => void): () => void {
  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    return () => undefined; // already handed over (a remount in development): it rains there
  }
  const worker = new Worker(new URL('./confetti-worker.ts', import.meta.url), { type: 'module', name: 'confetti' });
  const post = (message: ConfettiMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  post({ kind: 'canvas', canvas: offscreen, width: canvas.clientWidth, height: canvas.clientHeight }, [offscreen]);
  post({ kind: 'rain', pieces: CONFETTI_PIECES, forMs: CONFETTI_MS, colors: COLOURS });
  canvas.dataset.confetti = 'raining';
  const resizes = new ResizeObserver(() =>
    post({ kind: 'resize', width: canvas.clientWidth, height: canvas.clientHeight }),
  );
  resizes.observe(canvas);
  const outOfSight = new IntersectionObserver((entries) => {
    if (entries.some((entry) => !entry.isIntersecting)) stop();
  });
  outOfSight.observe(canvas);
  const hidden = () => {
    if (document.visibilityState === 'hidden') stop();
  };
  document.addEventListener('visibilitychange', hidden);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.clearTimeout(ending);
    worker.terminate();
    resizes.disconnect();
    outOfSight.disconnect();
    document.removeEventListener('visibilitychange', hidden);
    onStop();
  };
  const ending = window.setTimeout(stop, CONFETTI_MS + FALL_AWAY_MS);
  return stop;
}
