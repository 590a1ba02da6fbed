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
 * Public catalogue reads against the health check (one `select 1`) in the same run, 50
 * connections each, as a browser asks (Accept-Encoding: gzip, deflate, br). Target (issue 10):
 * listing and product at least half the health check's requests per second.
 */
export async function measureApiThroughput(baseUrl: string, seconds: number): Promise<Figure[]> {
  const listing = '/api/products/data/products';
  const firstPage = await fetch(`${baseUrl}${listing}`);
  const products = ((await firstPage.json()) as { data: { slug: string }[] }).data;
  const slug = products[0]?.slug;
  if (!slug) throw new Error(`${listing} listed no products`);
  const paths = { health: '/healthz', listing, product: `/api/products/data/item/${slug}` };

  const wire = {
    listing: await wireForm(`${baseUrl}${paths.listing}`),
    product: await wireForm(`${baseUrl}${paths.product}`),
  };

  const totals = {
    health: { requests: 0, seconds: 0, p99: 0, failures: 0, statuses: [] as string[] },
    listing: { requests: 0, seconds: 0, p99: 0, failures: 0, statuses: [] as string[] },
    product: { requests: 0, seconds: 0, p99: 0, failures: 0, statuses: [] as string[] },
  };
  const each = Math.max(1, Math.round(seconds / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ['health', 'listing', 'product'] as const) {
      const load = await runLoad({
        url: `${baseUrl}${paths[name]}`,
        connections: CONNECTIONS,
        headers: BROWSER_HEADERS,
        seconds: each,
        warmUpSeconds: round === 0 ? 2 : 0,
      });
      add(totals[name], load, each);
    }
  }
  const rate = (t: Totals) => t.requests / t.seconds;
  const half = { op: '>=' as const, value: 0.5 };
  const { health, listing: list, product } = totals;
  return [
    { name: `GET /healthz, ${CONNECTIONS} conn.`, value: rate(health), unit: 'req/s', note: failureNote(health) },
    { name: `GET ${listing}`, value: rate(list), unit: 'req/s', note: notes(wire.listing, failureNote(list)) },
    { name: '  listing ÷ health', value: rate(list) / rate(health), unit: '', target: half },
    {
      name: 'GET /api/products/data/item/{slug}',
      value: rate(product),
      unit: 'req/s',
      note: notes(wire.product, failureNote(product)),
    },
    { name: '  product ÷ health', value: rate(product) / rate(health), unit: '', target: half },
    { name: '  listing p99 (worst round)', value: list.p99, unit: 'ms' },
    { name: '  product p99 (worst round)', value: product.p99, unit: 'ms' },
  ];
}
