/**
 * Where the main thread goes while a storefront page starts: opens pages of the built shop in
 * Chromium with the CPU slowed down 4× (as Lighthouse's mobile run assumes), records a trace with
 * V8's sampling profiler, and prints each long task (over 50 ms) with the modules and functions
 * its time went to. Not a benchmark (nothing is judged); a tool to read before changing code for
 * speed (issue 10).
 *
 *   npx vite build --minify false --sourcemap && npx tsx scripts/compress-assets.ts &&
 *     npx tsx tests/bench/start-profile.ts / /productpage/{slug}
 *
 * With an unminified build the functions keep their names and each module is a `//#region` of
 * its chunk, so samples are attributed to modules. Starts the compiled server as the bench does
 * (run `npm run build` once so build/server exists). PROFILE_CPU sets the slowdown (default 4;
 * the Lighthouse bench prints the calibrated one), PROFILE_OFFLINE=1 profiles a repeat visit
 * offline, PROFILE_TOP sets how many functions each task lists (default 8), PROFILE_SUMMARY=1 adds
 * where all the script time after the first paint went, by module and by function.
 * PROFILE_NETWORK=lighthouse and PROFILE_AS_LIGHTHOUSE=1 load the page as Lighthouse's applied
 * throttling does (its network; the debugger and coverage on), PROFILE_RUNS=n opens each page n
 * times: to reproduce a Lighthouse figure with each task's functions named (docs/decisions/365).
 */

import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type Browser, chromium } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { startBenchServer } from './bench-server';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args: Record<string, unknown>;
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
};

/** Each chunk's source map, to attribute a sample to the module it came from. */
const maps = new Map<string, TraceMap | null>();
async function mapOf(url: string): Promise<TraceMap | null> {
  if (maps.has(url)) return maps.get(url) ?? null;
  let map: TraceMap | null = null;
  try {
    const answer = await fetch(`${url}.map`);
    if (answer.ok) map = new TraceMap((await answer.json()) as ConstructorParameters<typeof TraceMap>[0]);
  } catch {
    // not a script of ours
  }
  maps.set(url, map);
  return map;
}

async function moduleOf(frame: ProfileNode['callFrame']): Promise<string> {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const map = await mapOf(frame.url);
  let source: string | null = null;
  try {
    source = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source : null;
  } catch {
    // a position past the map's last line (code the bundler added without a mapping)
  }
  if (!source) return frame.url.replace(/^https?:\/\/[^/]+/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage?.[1] ?? source.replace(/^(\.\.\/)+/, '');
}

async function profilePage(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  if (OFFLINE) {
    // A repeat visit with the network off: the page once online (service worker, mirror), then a
    // fresh tab offline, as the offline bench opens it.
    const first = await context.newPage();
    await first.goto(url);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await first.reload();
    await first.waitForTimeout(2000);
    await first.close();
    await context.setOffline(true);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  if (NETWORK) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  if (AS_LIGHTHOUSE) {
    // What Lighthouse's gatherers turn on for its whole performance run: the debugger (to read
    // the scripts) and function coverage (for its unused-code audit).
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { detailed: false });
  }
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  const events = trace.traceEvents;

  // The page's renderer main thread: the one that parsed the page's HTML (else the busiest).
  const parsed = events.find(
    (e) => e.name === 'ParseHTML' && (e.args.beginData as { url?: string } | undefined)?.url?.startsWith(url),
  );
  const busy = new Map<string, number>();
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}/${e.tid}`),
  );
  for (const e of events)
    if (e.name === 'RunTask' && mains.has(`${e.pid}/${e.tid}`))
      busy.set(`${e.pid}/${e.tid}`, (busy.get(`${e.pid}/${e.tid}`) ?? 0) + (e.dur ?? 0));
  const busiest = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '0/0';
  const [pid, tid] = (parsed ? `${parsed.pid}/${parsed.tid}` : busiest).split('/').map(Number);
  const tasks = events
    .filter(
      (e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_MS * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? tasks[0]?.ts ?? 0;
  const paints = events.filter(
    (e) => e.pid === pid && (e.name === 'firstContentfulPaint' || e.name === 'largestContentfulPaint::Candidate'),
  );

  // The sampling profile: nodes, and (timestamp, node) samples.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  // The main thread's profile only: a worker of the same page (the confetti's) has its own
  // profile in the same process, whose node ids and clock would otherwise be mixed in.
  const mainProfile = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile')?.id;
  for (const e of events) {
    if (e.pid !== pid || e.id !== mainProfile) continue;
    if (e.name === 'Profile') clock = (e.args.data as { startTime: number }).startTime;
    if (e.name !== 'ProfileChunk') continue;
    const data =
      (e.args.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }) ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }

  /** What React (or the browser) was doing: the outermost frame that names a phase. */
  const PHASES: [RegExp, string][] = [
    [/^(flushPassiveEffects|commitPassiveMountOnFiber|commitPassiveUnmount)/, 'passive effects'],
    [/^(commitRoot|commitRootImpl|flushMutationEffects|flushLayoutEffects)$/, 'commit'],
    [/^(renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrent)/, 'render'],
  ];
  const phaseOf = (leaf: ProfileNode): string => {
    let found = '';
    for (
      let node: ProfileNode | undefined = leaf;
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    )
      for (const [pattern, phase] of PHASES) if (pattern.test(node.callFrame.functionName)) found = phase;
    if (found) return found;
    const name = leaf.callFrame.functionName;
    return name.startsWith('(') ? name : 'other script';
  };
  console.info(`\n== ${url}`);
  for (const p of paints) console.info(`  ${p.name} at ${((p.ts - navigation) / 1000).toFixed(0)} ms`);
  let blocking = 0;
  /** As Lighthouse's Total Blocking Time counts: only what starts after the first contentful paint. */
  let blockingAfterPaint = 0;
  const firstPaint = paints.find((p) => p.name === 'firstContentfulPaint')?.ts ?? navigation;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    if (task.ts >= firstPaint) blockingAfterPaint += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    const byModule = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const byPhase = new Map<string, number>();
    const share = (task.dur ?? 0) / 1000 / Math.max(1, inTask.length);
    for (const sample of inTask) {
      const node = nodes.get(sample.node);
      if (!node) continue;
      const frame = node.callFrame;
      const module = await moduleOf(frame);
      byModule.set(module, (byModule.get(module) ?? 0) + share);
      const phase = phaseOf(node);
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + share);
      const fn = `${frame.functionName || '(anonymous)'} ${module}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + share);
    }
    if (process.env.PROFILE_STACKS) {
      const stacks = new Map<string, number>();
      for (const sample of inTask) {
        let node = nodes.get(sample.node);
        if (!node || !new RegExp(process.env.PROFILE_STACKS).test(node.callFrame.functionName)) continue;
        const chain: string[] = [];
        while (node && chain.length < 14) {
          chain.push(`${node.callFrame.functionName || '(anonymous)'}@${await moduleOf(node.callFrame)}`);
          node = node.parent === undefined ? undefined : nodes.get(node.parent);
        }
        const key = chain.join(' < ');
        stacks.set(key, (stacks.get(key) ?? 0) + share);
      }
      for (const [stack, ms] of [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3))
        console.info(`    stack ${ms.toFixed(0)} ms: ${stack}`);
    }
    if (process.env.PROFILE_CALLERS_OF) {
      // Who called into a package: for samples inside it, the nearest frame outside it.
      const inside = process.env.PROFILE_CALLERS_OF;
      const callers = new Map<string, number>();
      for (const sample of inTask) {
        let node = nodes.get(sample.node);
        if (!node || (await moduleOf(node.callFrame)) !== inside) continue;
        while (node && (await moduleOf(node.callFrame)) === inside)
          node = node.parent === undefined ? undefined : nodes.get(node.parent);
        const caller = node
          ? `${node.callFrame.functionName || '(anonymous)'}@${await moduleOf(node.callFrame)}`
          : '(top)';
        callers.set(caller, (callers.get(caller) ?? 0) + share);
      }
      for (const [caller, ms] of [...callers.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4))
        console.info(`    ${inside} called by ${caller}: ${ms.toFixed(0)} ms`);
    }
    // What the browser itself did in the task (samples say only "(program)" for it).
    const byEvent = new Map<string, number>();
    for (const e of events)
      if (e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= task.ts && e.ts < end && BROWSER_WORK.has(e.name))
        byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const top = (map: Map<string, number>, n: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(' | ');
    console.info(
      `  task at ${((task.ts - navigation) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms\n    phases: ${top(byPhase, 6)}\n    modules: ${top(byModule, 8)}\n    functions: ${top(byFunction, Number(process.env.PROFILE_TOP ?? 8))}\n    browser: ${top(byEvent, 8)}`,
    );
  }
  console.info(
    `  blocking time at ${CPU_RATE}× CPU: ${blocking.toFixed(0)} ms in all long tasks, ${blockingAfterPaint.toFixed(0)} ms after the first contentful paint`,
  );
  // PROFILE_SUMMARY=1: where all the script time after the first contentful paint went, long
  // tasks or not (a time-sliced render is many short tasks, each long once a slower CPU is
  // simulated by multiplying it, as Lighthouse does: docs/decisions/289).
  if (process.env.PROFILE_SUMMARY) {
    const byModule = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const after = samples.filter((s) => s.ts >= firstPaint);
    for (let index = 0; index < after.length; index += 1) {
      const sample = after[index];
      const next = after[index + 1];
      const node = sample && nodes.get(sample.node);
      if (!sample || !node || !next) continue;
      const ms = Math.min(next.ts - sample.ts, 2000) / 1000;
      const name = node.callFrame.functionName;
      if (name === '(idle)' || name === '(program)') continue;
      const module = await moduleOf(node.callFrame);
      byModule.set(module, (byModule.get(module) ?? 0) + ms);
      const fn = `${name || '(anonymous)'} ${module}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    }
    const total = [...byModule.values()].reduce((sum, ms) => sum + ms, 0);
    const list = (map: Map<string, number>, n: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `      ${v.toFixed(0).padStart(5)} ms  ${k}`)
        .join('\n');
    console.info(`  script after the first contentful paint: ${total.toFixed(0)} ms at ${CPU_RATE}× CPU`);
    console.info(`    by module:\n${list(byModule, Number(process.env.PROFILE_TOP ?? 25))}`);
    console.info(`    by function (self):\n${list(byFunction, Number(process.env.PROFILE_TOP ?? 25))}`);
  }
}

/** Trace events of the browser's own work inside a task (nested ones are counted again). */
const BROWSER_WORK = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.compile',
  'EvaluateScript',
  'FunctionCall',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'HitTest',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
]);

const pages = process.argv.slice(2);
/** PROFILE_OFFLINE=1: a repeat visit with the network off. PROFILE_CPU: the slowdown (default 4). */
const OFFLINE = process.env.PROFILE_OFFLINE === '1';
const CPU_RATE = Number(process.env.PROFILE_CPU ?? 4);
/**
 * PROFILE_NETWORK=lighthouse: Lighthouse's mobile network as its applied throttling sets it (its
 * own `mobileSlow4G` settings: 562.5 ms a request, 1.47 Mbit/s down, 0.68 up), so the files and answers come in the order
 * and at the moments they do under Lighthouse. Default: no throttling.
 */
const LIGHTHOUSE_NETWORK = throttling.mobileSlow4G;
const NETWORK =
  process.env.PROFILE_NETWORK === 'lighthouse'
    ? {
        offline: false,
        latency: LIGHTHOUSE_NETWORK.requestLatencyMs,
        // Lighthouse's settings are in kbit/s, DevTools' in bytes a second (as Lighthouse converts them).
        downloadThroughput: Math.floor((LIGHTHOUSE_NETWORK.downloadThroughputKbps * 1024) / 8),
        uploadThroughput: Math.floor((LIGHTHOUSE_NETWORK.uploadThroughputKbps * 1024) / 8),
      }
    : undefined;
/** PROFILE_AS_LIGHTHOUSE=1: with the debugger and function coverage on, as Lighthouse runs a page. */
const AS_LIGHTHOUSE = process.env.PROFILE_AS_LIGHTHOUSE === '1';
/** PROFILE_RUNS: how many times each page is opened (default 1). */
const RUNS = Number(process.env.PROFILE_RUNS ?? 1);
/** PROFILE_LONG_MS: the tasks to print, from this length (default 50 ms). */
const LONG_MS = Number(process.env.PROFILE_LONG_MS ?? 50);
const server = await startBenchServer({ runs: 'built' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const slug = (
    (await (await fetch(`${server.baseUrl}/api/products/data/products`)).json()) as { data: { slug: string }[] }
  ).data[0]?.slug;
  for (const path of pages.length > 0 ? pages : ['/', '/productpage/{slug}', '/cart'])
    for (let run = 0; run < RUNS; run += 1)
      await profilePage(browser, `${server.baseUrl}${path.replace('{slug}', slug ?? '')}`);
} finally {
  await browser.close();
  await server.stop();
}
