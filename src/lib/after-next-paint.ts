/**
 * Resolves in a task after the browser's next paint: what waits for it runs once a frame with the
 * work before it is on screen, not in that frame. At once in a tab nobody sees (a hidden tab
 * paints nothing, and would wait for good).
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
