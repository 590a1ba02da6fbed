/**
 * `npx tsx tests/bench/server-profile.ts <file.cpuprofile>`: where the server's CPU went under a
 * bench's load. Reads a V8 CPU profile written by `BENCH_CPU_PROFILE=<dir> npm run bench -- bag`
 * and prints the share of samples by kind of work (token checks, query building, the database
 * protocol, JSON, HTTP, socket writes, garbage collection, idle), then by package or file, then
 * the busiest functions. Prints only; a tool to read before changing code for speed (issue 20).
 */
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Which package or project file a frame runs in. */
function placeOf({ url, functionName }: CallFrame): string {
  if (!url) return `(${functionName || 'native'})`;
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(server|contract|tests)\//, '$1/');
}

/** The kind of work of a frame, judged by its place and name; first rule that matches wins. */
const KINDS: [kind: string, test: (frame: CallFrame, place: string) => boolean][] = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['token checks (jose, remembered tokens)', (_, p) => p === 'jose' || p.includes('verified-tokens')],
  ['query building (drizzle)', (_, p) => p === 'drizzle-orm'],
  ['database protocol (pg, pg-protocol, pg-pool)', (_, p) => p.startsWith('pg')],
  [
    'socket writes (writev, write)',
    (f) => /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(f.functionName),
  ],
  ['JSON (parse, stringify)', (f) => /^(parse|stringify)$/.test(f.functionName) && !f.url],
  ['compression (zlib)', (_, p) => p === 'node:zlib'],
  ['HTTP server (node:_http*, @hono/node-server)', (_, p) => p.startsWith('node:_http') || p === '@hono/node-server'],
  ['hono (routing, middleware)', (_, p) => p === 'hono'],
  ['the shop (server/, contract/)', (_, p) => p.startsWith('server/') || p.startsWith('contract/')],
  ['other Node internals (node:*)', (_, p) => p.startsWith('node:')],
  ['program (native, outside JavaScript)', (f) => f.functionName === '(program)'],
];

function kindOf(frame: CallFrame, place: string): string {
  return KINDS.find(([, test]) => test(frame, place))?.[0] ?? 'other';
}

function table(title: string, totals: Map<string, number>, all: number, rows = 15): void {
  console.info(`\n${title}`);
  const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows);
  for (const [name, ms] of sorted)
    console.info(`  ${((100 * ms) / all).toFixed(1).padStart(5)} %  ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
}

function main(): void {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx tests/bench/server-profile.ts <file.cpuprofile>');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // A sample's own frame says little when it is a builtin (a regexp, a Map lookup): it is
  // charged to the nearest frame that names a place, found through the parent links.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byKind = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  for (const [id, ms] of selfMs) {
    let node = byId.get(id);
    if (!node) continue;
    const own = node.callFrame;
    // Builtins without a URL are charged to their caller's place, but keep their own kind.
    let placed = node;
    while (!placed.callFrame.url && !placed.callFrame.functionName.startsWith('(') && parent.has(placed.id)) {
      const up = byId.get(parent.get(placed.id) ?? -1);
      if (!up) break;
      placed = up;
    }
    const place = placeOf(placed.callFrame);
    const ownKind = kindOf(own, placeOf(own));
    const kind = ownKind === 'other' || ownKind.startsWith('program') ? kindOf(placed.callFrame, place) : ownKind;
    byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const name = `${own.functionName || '(anonymous)'}  ${placeOf(own)}:${own.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    all += ms;
    node = undefined;
  }
  console.info(`${file}: ${(all / 1000).toFixed(1)} s sampled`);
  table('By kind of work', byKind, all, KINDS.length + 1);
  table('By package or file', byPlace, all, 20);
  table('Busiest functions (self time)', byFunction, all, 25);
}

main();
