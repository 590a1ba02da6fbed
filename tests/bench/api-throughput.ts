import type { Figure } from './figures';
import { BROWSER_HEADERS, type Load, runLoad } from './load';

const CONNECTIONS = 50;

/** A figure per run, with its failures named: a run with errors is no measurement. */
function failureNote(load: Load): string | undefined {
  return load.failures > 0 ? `${load.failures} failed answers (${load.statuses})` : undefined;
}

/**
 * Public catalogue reads against the health check (one `select 1`) in the same run, 50
 * connections each, as a browser asks (Accept-Encoding: gzip, br). Target (issue 10): listing
 * and product at least half the health check's requests per second.
 */
export async function measureApiThroughput(baseUrl: string, seconds: number): Promise<Figure[]> {
  const listing = '/api/products/data/products';
  const firstPage = await fetch(`${baseUrl}${listing}`);
  const products = ((await firstPage.json()) as { data: { slug: string }[] }).data;
  const slug = products[0]?.slug;
  if (!slug) throw new Error(`${listing} listed no products`);
  const product = `/api/products/data/item/${slug}`;

  const run = (path: string) =>
    runLoad({
      url: `${baseUrl}${path}`,
      connections: CONNECTIONS,
      headers: BROWSER_HEADERS,
      seconds,
      warmUpSeconds: 2,
    });
  const health = await run('/healthz');
  const list = await run(listing);
  const item = await run(product);
  const half = { op: '>=' as const, value: 0.5 };
  return [
    {
      name: `GET /healthz, ${CONNECTIONS} conn.`,
      value: health.requestsPerSecond,
      unit: 'req/s',
      note: failureNote(health),
    },
    { name: `GET ${listing}`, value: list.requestsPerSecond, unit: 'req/s', note: failureNote(list) },
    { name: '  listing ÷ health', value: list.requestsPerSecond / health.requestsPerSecond, unit: '', target: half },
    {
      name: 'GET /api/products/data/item/{slug}',
      value: item.requestsPerSecond,
      unit: 'req/s',
      note: failureNote(item),
    },
    { name: '  product ÷ health', value: item.requestsPerSecond / health.requestsPerSecond, unit: '', target: half },
    { name: '  listing p99', value: list.p99, unit: 'ms' },
    { name: '  product p99', value: item.p99, unit: 'ms' },
  ];
}
