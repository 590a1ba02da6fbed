import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * Whose long tasks a Lighthouse run's Total Blocking Time is made of: the shop's scripts (files
 * under /assets/) or the document and the browser (the page's own address: parsing the written
 * first screen, its inline script, style and layout; and tasks Lighthouse can attribute to no
 * script: committing the navigation, creating the page's JavaScript context). Read from the run's
 * long-tasks diagnostic, each task clipped to its first contentful paint and its time to
 * interactive by Lighthouse's own rule (a task's part over 50 ms counts). The diagnostic is one
 * simulation where the metric is the mean of two, so the two parts are close to the figure, not
 * its exact split (docs/decisions/386). Printed beside Lighthouse's own figures, judged against nothing.
 */

type LongTask = { url: string; startTime: number; duration: number };

/** The parts of a run's report this reads. */
export type BlockingReport = {
  finalDisplayedUrl: string;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

export type BlockingByOrigin = { scriptsMs: number; documentMs: number };

function longTasks(report: BlockingReport): LongTask[] {
  const details = report.audits['long-tasks']?.details as { items?: LongTask[] } | undefined;
  return details?.items ?? [];
}

/** The blocking time of each origin, or undefined when the run has no paint or interactive time. */
export function blockingByOrigin(report: BlockingReport): BlockingByOrigin | undefined {
  const start = report.audits['first-contentful-paint']?.numericValue;
  const end = report.audits.interactive?.numericValue;
  if (start === undefined || end === undefined) return undefined;
  const assets = `${new URL(report.finalDisplayedUrl).origin}/assets/`;
  const split: BlockingByOrigin = { scriptsMs: 0, documentMs: 0 };
  for (const task of longTasks(report)) {
    const event = { start: task.startTime, end: task.startTime + task.duration, duration: task.duration };
    const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, start, end);
    // Lighthouse's own in-page evaluation (_lighthouse-eval.js) is neither the shop's nor the page's.
    if (task.url.startsWith(assets)) split.scriptsMs += blocking;
    else if (!task.url.includes('_lighthouse-eval')) split.documentMs += blocking;
  }
  return split;
}
