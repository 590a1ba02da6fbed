import type { CDPSession, Locator, Page } from '@playwright/test';

/**
 * The Event Timing API in the page (issue 20, item 5): every event the shopper's input caused
 * that took 16 ms or more from input to the next paint (the API's smallest threshold; shorter
 * events are not reported). An interaction's figure is its worst event.
 */

type SeenEvent = { name: string; duration: number; start: number; processingStart: number; processingEnd: number };

/** A long animation frame (over 50 ms) and the scripts that ran in it, as the browser reports them. */
type SeenFrame = {
  start: number;
  duration: number;
  /** When the frame's rendering began (style, layout, paint), and its forced style and layout. */
  renderStart: number;
  scripts: { invoker: string; functionName: string; source: string; duration: number; forcedLayout: number }[];
};

declare global {
  interface Window {
    /** The Event Timing observer (installed by watchEvents), read with takeRecords(). */
    benchEventObserver?: PerformanceObserver;
    benchEvents?: SeenEvent[];
    /** Long animation frames since the last worstEventDuring (BENCH_EVENTS prints them). */
    benchFrames?: SeenFrame[];
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
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      seen.push({
        name: entry.name,
        duration: entry.duration,
        start: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  window.benchEventObserver = observer;
  // Where a slow event's time went, without a trace (a trace's own instrumentation slows some DOM
  // calls many times over: docs/decisions/296): the Long Animation Frames API names the scripts.
  const frames: SeenFrame[] = [];
  window.benchFrames = frames;
  if (!PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      startTime: number;
      duration: number;
      renderStart: number;
      scripts: {
        invoker: string;
        sourceFunctionName: string;
        sourceURL: string;
        duration: number;
        forcedStyleAndLayoutDuration: number;
      }[];
    }[])
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        renderStart: entry.renderStart,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          functionName: script.sourceFunctionName,
          source: script.sourceURL.replace(/^.*\//, ''),
          duration: script.duration,
          forcedLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: false });
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
    if (window.benchFrames) window.benchFrames.length = 0;
  });
  await act();
  // No named function inside: tsx wraps those in a helper the page does not have.
  const worst = await page.evaluate(async (threshold) => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const events = [
      ...(window.benchEvents ?? []),
      ...((window.benchEventObserver?.takeRecords() ?? []) as PerformanceEventTiming[]).map((entry) => ({
        name: entry.name,
        duration: entry.duration,
        start: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      })),
    ];
    const none = { name: 'none reported', duration: threshold, start: 0, processingStart: 0, processingEnd: 0 };
    const found = events.reduce((worst, event) => (event.duration > worst.duration ? event : worst), none);
    // The long frames from the event's start to its paint.
    const frames = (window.benchFrames ?? []).filter(
      (frame) => frame.start + frame.duration >= found.start && frame.start <= found.start + found.duration,
    );
    return { ...found, frames };
  }, EVENT_THRESHOLD_MS);
  if (process.env.BENCH_EVENTS) console.info(describeEvent(page.url(), worst));
  return worst.duration;
}

/**
 * BENCH_EVENTS=1: the worst event of an interaction, its three phases (the wait for the main
 * thread, the handlers, and from them to the paint), and the long frames in it with their scripts.
 */
function describeEvent(url: string, event: SeenEvent & { frames: SeenFrame[] }): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    `  ${url}: worst event ${event.name} ${event.duration} ms` +
      (event.start
        ? ` (input delay ${ms(event.processingStart - event.start)}, handlers ${ms(event.processingEnd - event.processingStart)}, to the paint ${ms(event.start + event.duration - event.processingEnd)})`
        : ''),
  ];
  for (const frame of event.frames) {
    lines.push(
      `    long frame at ${ms(frame.start - event.start)} from the event: ${ms(frame.duration)}, rendering from ${ms(frame.renderStart - frame.start)}`,
    );
    for (const script of frame.scripts)
      lines.push(
        `      ${script.invoker} ${script.functionName}@${script.source}: ${ms(script.duration)}${script.forcedLayout ? `, forced style and layout ${ms(script.forcedLayout)}` : ''}`,
      );
  }
  return lines.join('\n');
}

/** Chromium's CPU slowed as the issue's phone (CDP Emulation.setCPUThrottlingRate). */
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
