import { useLayoutEffect } from 'react';
import { afterNextPaint } from '../lib/after-next-paint';
import { keepScrollPosition } from './hold-scroll-position';

/**
 * The first screen the server wrote into the page (docs/decisions/165) stays on screen until the
 * opened page can draw its own: its data read from the mirror, or its not-found or failed view.
 * Until then the app renders out of sight, so the shopper never sees real products give way to
 * skeletons and back, and the browser lays the page out once (docs/decisions/176).
 *
 * app/main.tsx holds the screen (`holdFirstScreen`) when the server wrote one; the pages it can
 * be written for (home, a listing, a product, the bag) say when they are ready
 * (`useFirstScreenReady`). If none says so within HOLD_MS (a route that turned out to draw
 * something else), the app is shown anyway.
 */
const HOLD_MS = 10_000;

let release: (() => void) | null = null;
const beforeRelease: (() => void)[] = [];
const afterRelease: (() => void)[] = [];

export function holdFirstScreen(show: () => void): void {
  const timer = window.setTimeout(() => showApp(), HOLD_MS);
  release = () => {
    window.clearTimeout(timer);
    // Where the shopper scrolled the written screen, they stay, also while the app's page is
    // still drawing its rows (decision 263).
    const y = window.scrollY;
    for (const task of beforeRelease.splice(0)) task();
    show();
    keepScrollPosition(y);
  };
}

function showApp(): void {
  const show = release;
  release = null;
  show?.();
  for (const task of afterRelease.splice(0)) task();
}

/** Runs `task` once the app is on screen (at once when no first screen is held). */
export function whenAppShown(task: () => void): () => void {
  if (!release) {
    task();
    return () => undefined;
  }
  afterRelease.push(task);
  return () => {
    const index = afterRelease.indexOf(task);
    if (index >= 0) afterRelease.splice(index, 1);
  };
}

/**
 * Runs `task` just before the written screen gives way, while it is still in the page (a field of
 * it the shopper typed into: docs/decisions/293); never when no first screen is held.
 */
export function beforeWrittenScreenLeaves(task: () => void): () => void {
  if (!release) return () => undefined;
  beforeRelease.push(task);
  return () => {
    const index = beforeRelease.indexOf(task);
    if (index >= 0) beforeRelease.splice(index, 1);
  };
}

/**
 * Called by a page that the server may have written: once `ready`, the page replaces the
 * server's first screen, in a task after the next frame. The app's page is out of sight but laid
 * out meanwhile (app/main.tsx), so that frame styles and lays it out and the swap's frame restyles
 * and paints it: in one frame the two were a task of 116–123 ms at 5× CPU on the listing, now two
 * of 50–62 and 68–85 ms (docs/decisions/382). In a tab nobody sees (no frames), at once.
 */
export function useFirstScreenReady(ready: boolean): void {
  useLayoutEffect(() => {
    // Asked twice before the swap, the second swap finds nothing held (showApp is idempotent).
    if (!ready || !release) return;
    void afterNextPaint().then(showApp);
  }, [ready]);
}
