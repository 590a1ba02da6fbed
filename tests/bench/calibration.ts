import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phone we build for (issue 20): Lighthouse's mobile preset slows the CPU 4× on a machine
 * whose `benchmarkIndex` is about REFERENCE_INDEX (a 2-core machine of this class). A faster
 * machine gets proportionally more slowdown, so the emulated phone is the same everywhere and a
 * figure does not follow the CPU it was measured on (docs/decisions/202, 265).
 */
export const REFERENCE_INDEX = 1270;
export const REFERENCE_SLOWDOWN = 4;

export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.max(1, (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX);
}

/**
 * `held`: the slowdown was set by BENCH_SLOWDOWN, not calibrated from the index. `readings`: the
 * benchmark's readings the index is the median of, where it was run more than once.
 */
export type Calibration = { benchmarkIndex: number; slowdown: number; held?: boolean; readings?: number[] };

/** How the calibration is printed beside a figure. */
export function describeCalibration({ benchmarkIndex, slowdown, held, readings }: Calibration): string {
  const rule = held
    ? `held by BENCH_SLOWDOWN; calibrated it would be ${calibratedSlowdown(benchmarkIndex).toFixed(1)}×`
    : `${REFERENCE_SLOWDOWN}× at ${REFERENCE_INDEX}`;
  const spread =
    readings && readings.length > 1
      ? ` (median of ${readings.length}: ${Math.min(...readings).toFixed(0)}–${Math.max(...readings).toFixed(0)})`
      : '';
  return `benchmarkIndex ${benchmarkIndex.toFixed(0)}${spread} → CPU ${slowdown.toFixed(1)}× (${rule})`;
}

/**
 * How many times the Event Timing benches run Lighthouse's benchmark before they throttle
 * (BENCH_CALIBRATION_RUNS, default 5). One reading swings here: the same machine read 1,371 and
 * 2,555 within the hour, so the same build's taps were judged at 4.3× once and 8.0× the next
 * (decision 296). The median of several readings is the machine, not one busy or quiet second.
 */
const CALIBRATION_RUNS = Math.max(1, Number(process.env.BENCH_CALIBRATION_RUNS ?? 5));

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Lighthouse's own benchmark, run in `page` unthrottled (about a second each time, the median of
 * CALIBRATION_RUNS readings), and the CPU slowdown it calls for; the Event Timing benches
 * (interactions, search keystrokes) then throttle the page's CPU by it, as the Lighthouse bench
 * does, so their "at 4× CPU" means the same phone on any machine.
 */
export async function calibrate(page: Page): Promise<Calibration> {
  const readings: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
    const reading = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    if (typeof reading !== 'number' || !(reading > 0))
      throw new Error(`Lighthouse's benchmark gave ${String(reading)}`);
    readings.push(reading);
  }
  const benchmarkIndex = median(readings);
  // BENCH_SLOWDOWN=7 holds the slowdown, whatever the index reads: to compare two builds on a
  // machine whose index swings from one run to the next (the index is still printed).
  const held = Number(process.env.BENCH_SLOWDOWN);
  if (held > 0) return { benchmarkIndex, slowdown: held, held: true, readings };
  return { benchmarkIndex, slowdown: calibratedSlowdown(benchmarkIndex), readings };
}

/**
 * What the CPU index does not see: how long this machine takes to hand a program new memory.
 * Lighthouse's benchmark is a loop over a small array, but a page's start allocates tens of
 * megabytes, and on some virtual machines each first touch of a page of memory is a trip to the
 * host. The emulated phone's slowdown multiplies that time too, so a machine where it is slow
 * reports a slower phone than its index says. Printed at the head of `npm run bench` (decision 268).
 */
export function memoryFirstTouchMsPerGiB(): number {
  const size = 256 * 1024 * 1024;
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    // Not from the pool: a fresh allocation of this size is mapped lazily, so fill() is what
    // faults each page in.
    Buffer.allocUnsafeSlow(size).fill(1);
    runs.push(((performance.now() - start) * (1024 * 1024 * 1024)) / size);
  }
  return Math.min(...runs);
}

/**
 * Whether this machine's kernel hands freed memory back to its host (virtio-balloon free page
 * reporting), and how much so far: where it does, memory a program frees and asks for again is
 * faulted in from the host each time; seen on a machine of 2026-12-02 that took 3.8 s per GiB
 * (decision 283). Null where the kernel has no such report.
 */
export function freePageReportingGiB(): number | null {
  try {
    const kib = Number(readFileSync('/sys/module/page_reporting/parameters/reported_kib', 'utf8'));
    return Number.isFinite(kib) ? kib / (1024 * 1024) : null;
  } catch {
    return null;
  }
}
