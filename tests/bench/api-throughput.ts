import type { Figure } from './figures';
import { BROWSER_HEADERS, type Load, runLoad } from './load';

const CONNECTIONS = 50;
/** Runs alternate in rounds, so a neighbour's burst of CPU on a shared machine hits all three. */
const ROUNDS = 3;

type Totals = { requests: number; seconds: number; p99: number; failures: number; statuses: string[] };

function add(totals: Totals, load: Load, seconds: number): void {
  totals.requests += load.requestsPerSecond * seconds;
  totals.seconds += seconds;
  totals.p99 = Math.max(totals.p99, load.p99);
  totals.failures += load.failures;
  if (load.failures > 0) totals.statuses.push(load.statuses);
}

const failureNote = (totals: Totals) =>
  totals.failures > 0 ? `${totals.failures} failed answers (${totals.statuses.join('; ')})` : undefined;

/** How the answer travels to a browser: its encoding and size on the wire, e.g. "br, 11.4 KB". */
async function wireForm(url: string): Promise<string> {
  const res = await fetch(url, { headers: BROWSER_HEADERS });
  await res.arrayBuffer();
  const bytes = Number(res.headers.get('content-length') ?? Number.NaN);
  const size = Number.isNaN(bytes) ? 'chunked' : `${(bytes / 1024).toFixed(1)} KB`;
  return `${res.headers.get('content-encoding') ?? 'plain'}, ${size}`;
}

const notes = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('; ');

/**
 * The built PWA's files the bench measures next to the listing: the manifest, and the entry
 * script named by the shell. None when the server has no build (run `npm run build`).
 */
async function staticPaths(baseUrl: string): Promise<{ manifest: string; asset: string } | undefined> {
  const shell = await fetch(`${baseUrl}/index.html`);
  if (!shell.ok) return undefined;
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1];
  const manifest = '/manifest.webmanifest';
  if (!asset || !(await fetch(`${baseUrl}${manifest}`)).ok) return undefined;
  return { manifest, asset };
}

const emptyTotals = (): Totals => ({ requests: 0, seconds: 0, p99: 0, failures: 0, statuses: [] });

/**
 * Public catalogue reads against the health check (one `select 1`) in the same run, 50
 * connections each, as a browser asks (Accept-Encoding: gzip, deflate, br). Targets: listing and
 * product at least half the health check's requests per second (issue 10); the built PWA's
 * files, answered from memory with their build-time compression, at least as many as the cached
 * listing (issue 20, item 7): the manifest and the entry script.
 */
export async function measureApiThroughput(baseUrl: string, seconds: number): Promise<Figure[]> {
  const listing = '/api/products/data/products';
  const firstPage = await fetch(`${baseUrl}${listing}`);
  const products = ((await firstPage.json()) as { data: { slug: string }[] }).data;
  const slug = products[0]?.slug;
  if (!slug) throw new Error(`${listing} listed no products`);
  const files = await staticPaths(baseUrl);
  const paths: Record<string, string> = {
    health: '/healthz',
    listing,
    product: `/api/products/data/item/${slug}`,
    ...files,
  };
  const names = Object.keys(paths);
  const wire = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await wireForm(`${baseUrl}${paths[name]}`)] as const)),
  );
  const totals = Object.fromEntries(names.map((name) => [name, emptyTotals()]));
  const each = Math.max(1, Math.round(seconds / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) {
      const load = await runLoad({
        url: `${baseUrl}${paths[name]}`,
        connections: CONNECTIONS,
        headers: BROWSER_HEADERS,
        seconds: each,
        warmUpSeconds: round === 0 ? 2 : 0,
      });
      const total = totals[name];
      if (total) add(total, load, each);
    }
  }
  const rate = (name: string) => {
    const total = totals[name];
    return total ? total.requests / total.seconds : Number.NaN;
  };
  const note = (name: string, withWire = true) =>
    notes(withWire ? wire[name] : undefined, totals[name] ? failureNote(totals[name]) : undefined);
  const half = { op: '>=' as const, value: 0.5 };
  const asFast = { op: '>=' as const, value: 1 };
  const figures: Figure[] = [
    { name: `GET /healthz, ${CONNECTIONS} conn.`, value: rate('health'), unit: 'req/s', note: note('health', false) },
    { name: `GET ${listing}`, value: rate('listing'), unit: 'req/s', note: note('listing') },
    { name: '  listing ÷ health', value: rate('listing') / rate('health'), unit: '', target: half },
    { name: 'GET /api/products/data/item/{slug}', value: rate('product'), unit: 'req/s', note: note('product') },
    { name: '  product ÷ health', value: rate('product') / rate('health'), unit: '', target: half },
    { name: '  listing p99 (worst round)', value: totals.listing?.p99 ?? Number.NaN, unit: 'ms' },
    { name: '  product p99 (worst round)', value: totals.product?.p99 ?? Number.NaN, unit: 'ms' },
  ];
  if (!files)
    return [
      ...figures,
      { name: 'static files', value: Number.NaN, unit: '', note: 'not measured: no build (run `npm run build`)' },
    ];
  return [
    ...figures,
    { name: `GET ${files.manifest}`, value: rate('manifest'), unit: 'req/s', note: note('manifest') },
    { name: '  manifest ÷ listing', value: rate('manifest') / rate('listing'), unit: '', target: asFast },
    { name: 'GET /assets/{entry}.js', value: rate('asset'), unit: 'req/s', note: note('asset') },
    { name: '  entry script ÷ listing', value: rate('asset') / rate('listing'), unit: '', target: asFast },
  ];
}
