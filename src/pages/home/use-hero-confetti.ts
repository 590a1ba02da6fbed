import { type RefObject, useEffect } from 'react';
import { whenPageDrawn } from '../../ui/opening-work';

/** The longest each of the rain's waits for an idle moment (opening-work.ts). */
const IDLE_TIMEOUT_MS = 2_000;
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Runs `start` once the page has loaded and the app has drawn the whole page, at an idle moment
 * after (opening-work.ts): the rain's frames took the CPU from home's last parts on a device
 * that loaded the page before it had drawn them (docs/decisions/380).
 */
function afterThePageIsUsable(start: () => void): () => void {
  let cancelDrawn: () => void = () => undefined;
  const loaded = () => {
    cancelDrawn = whenPageDrawn(start, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancelDrawn();
  };
}

/**
 * The spec's confetti on the hero (300 pieces, 20 seconds), drawn by a worker on an
 * OffscreenCanvas so the main thread stays free, started only once the page is usable, and
 * never under prefers-reduced-motion: then not even its code is loaded (docs/decisions/202; the
 * code that starts the worker comes then too, confetti-rain.ts, decision 266). Where the browser
 * cannot hand a canvas to a worker, there is no confetti: it is decoration.
 */
export function useHeroConfetti(canvasRef: RefObject<HTMLCanvasElement | null>): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return;
    const reducedMotion = window.matchMedia?.(REDUCED_MOTION);
    if (reducedMotion?.matches) return;
    let stopped = false;
    let stopRain: (() => void) | undefined;
    const markStopped = () => {
      canvas.dataset.confetti = 'stopped';
    };
    const cancelStart = afterThePageIsUsable(() => {
      if (reducedMotion?.matches) return;
      import('./confetti-rain').then(
        ({ startRain }) => {
          if (!stopped) stopRain = startRain(canvas, markStopped);
        },
        (error: unknown) => console.warn('The confetti could not load:', error),
      );
    });
    const stop = () => {
      stopped = true;
      cancelStart();
      stopRain?.();
      markStopped();
    };
    // A shopper who asks for less motion while it rains gets it at once.
    reducedMotion?.addEventListener('change', stop);
    return () => {
      reducedMotion?.removeEventListener('change', stop);
      stop();
    };
  }, [canvasRef]);
}
