import { type RefObject, useEffect } from 'react';
import type { ConfettiMessage } from './confetti-messages';

const CONFETTI_PIECES = 300;
const CONFETTI_MS = 20_000;
const COLOURS = ['#d9b67c', '#a97a33', '#f3e7d1', '#5a9b54', '#da6f4e'];
/** The longest the rain waits for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;
/** The last pieces fall away within this after the rain stops; then the worker is let go. */
const FALL_AWAY_MS = 6_000;
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Runs `start` once the page has loaded and the main thread has an idle moment. */
function afterThePageIsUsable(start: () => void): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The spec's confetti on the hero (300 pieces, 20 seconds), drawn by a worker on an
 * OffscreenCanvas so the main thread stays free, started only once the page is usable, and
 * never under prefers-reduced-motion: then not even its code is loaded (docs/decisions/202).
 * Where the browser cannot hand a canvas to a worker, there is no confetti: it is decoration.
 */
export function useHeroConfetti(canvasRef: RefObject<HTMLCanvasElement | null>): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return;
    const reducedMotion = window.matchMedia?.(REDUCED_MOTION);
    if (reducedMotion?.matches) return;
    let worker: Worker | undefined;
    let resizes: ResizeObserver | undefined;
    let ending: number | undefined;
    const stop = () => {
      window.clearTimeout(ending);
      worker?.terminate();
      resizes?.disconnect();
      canvas.dataset.confetti = 'stopped';
    };
    const cancelStart = afterThePageIsUsable(() => {
      if (reducedMotion?.matches) return;
      let offscreen: OffscreenCanvas;
      try {
        offscreen = canvas.transferControlToOffscreen();
      } catch {
        return; // already handed over (a remount in development): it rains there
      }
      worker = new Worker(new URL('./confetti-worker.ts', import.meta.url), { type: 'module', name: 'confetti' });
      const post = (message: ConfettiMessage, transfer: Transferable[] = []) => worker?.postMessage(message, transfer);
      post({ kind: 'canvas', canvas: offscreen, width: canvas.clientWidth, height: canvas.clientHeight }, [offscreen]);
      post({ kind: 'rain', pieces: CONFETTI_PIECES, forMs: CONFETTI_MS, colors: COLOURS });
      canvas.dataset.confetti = 'raining';
      resizes = new ResizeObserver(() =>
        post({ kind: 'resize', width: canvas.clientWidth, height: canvas.clientHeight }),
      );
      resizes.observe(canvas);
      ending = window.setTimeout(stop, CONFETTI_MS + FALL_AWAY_MS);
    });
    // A shopper who asks for less motion while it rains gets it at once.
    reducedMotion?.addEventListener('change', stop);
    return () => {
      cancelStart();
      reducedMotion?.removeEventListener('change', stop);
      stop();
    };
  }, [canvasRef]);
}
