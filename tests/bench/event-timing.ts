import type { CDPSession, Locator, Page } from '@playwright/test';

/**
 * The Event Timing API in the page (issue 20, item 5): every event the shopper's input caused
 * that took 16 ms or more from input to the next paint (the API's smallest threshold; shorter
 * events are not reported). An interaction's figure is its worst event.
 */

type SeenEvent = { name: string; duration: number };

declare global {
  interface Window {
    /** The Event Timing observer (installed by watchEvents), read with takeRecords(). */
    benchEventObserver?: PerformanceObserver;
    benchEvents?: SeenEvent[];
  }
}

/**
 * Runs in every page before the app (context.addInitScript). No named function inside: tsx wraps
 * those in a helper the page does not have.
 */
export function watchEvents(): void {
  const seen: SeenEvent[] = [];
  window.benchEvents = seen;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push({ name: entry.name, duration: entry.duration });
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  window.benchEventObserver = observer;
}

/** The smallest duration the API reports: an interaction with no event reported took less. */
export const EVENT_THRESHOLD_MS = 16;

/**
 * The worst event duration (ms) while `act` runs (it ends when its outcome is on screen), once
 * the browser has painted twice more so its events are reported; EVENT_THRESHOLD_MS when none
 * reached it.
 */
export async function worstEventDuring(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    window.benchEventObserver?.takeRecords();
    if (window.benchEvents) window.benchEvents.length = 0;
  });
  await act();
  // No named function inside: tsx wraps those in a helper the page does not have.
  const worst = await page.evaluate(async (threshold) => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const events = [
      ...(window.benchEvents ?? []),
      ...(window.benchEventObserver?.takeRecords() ?? []).map((entry) => ({
        name: entry.name,
        duration: entry.duration,
      })),
    ];
    return events.reduce((worst, event) => (event.duration > worst.duration ? event : worst), {
      name: 'none reported',
      duration: threshold,
    });
  }, EVENT_THRESHOLD_MS);
  if (process.env.BENCH_EVENTS) console.info(`  ${page.url()}: worst event ${worst.name} ${worst.duration} ms`);
  return worst.duration;
}

/** Chromium's CPU slowed as the phone (CDP Emulation.setCPUThrottlingRate). */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

const sessions = new WeakMap<Page, CDPSession>();

/**
 * A finger's tap on `target`, as the phone's touch screen sends it (CDP
 * Input.dispatchTouchEvent). The target is scrolled into view and the page left to settle
 * first (`settle`), and the tap itself runs none of Playwright's checks in the page, whose
 * frame-by-frame work would delay the paint the event's duration ends at.
 */
export async function tapOn(target: Locator, settle: (page: Page) => Promise<void>): Promise<() => Promise<void>> {
  const page = target.page();
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap: the target is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const session = cdp;
  return async () => {
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
}
