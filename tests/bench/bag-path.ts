import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { type Figure, percentile } from './figures';
import { BROWSER_HEADERS, runLoad } from './load';

const SHOPPERS = 100;
/** How long the start's burst is left out of the settled p99. */
const SETTLE_MS = 1000;

/** The loop's three requests, in the order bagRequests sends them. */
const KINDS = ['add', 'read', 'remove'] as const;

type Shopper = { token: string; productId: string };

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Signs up `count` shoppers through the API, ten at a time, each with its own product to add. */
async function signUpShoppers(baseUrl: string, count: number, tag: string): Promise<Shopper[]> {
  const listing = await fetch(`${baseUrl}/api/products/data/all-products`);
  const products = ((await listing.json()) as { data: { _id: string; inventory: number }[] }).data.filter(
    (product) => product.inventory > 0,
  );
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
      const n = start + offset;
      const { accessToken } = await post<{ accessToken: string }>(baseUrl, '/api/auth/register', {
        firstName: 'Bench',
        lastName: 'Shopper',
        email: `bench.${tag}.${n}@example.in`,
        phoneNumber: '+91 98765 43210',
        password: 'bench-password-1',
      });
      const product = products[n % products.length];
      if (!product) throw new Error('no product in stock to add');
      return { token: accessToken, productId: product._id };
    });
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

/**
 * One shopper's loop as the PWA sends it: add to bag, read the bag, remove; the two changes
 * carry a fresh Idempotency-Key each, as the outbox does.
 */
function bagRequests({ token, productId }: Shopper): Request[] {
  const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
  const withKey = (request: Request): Request => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': randomUUID() },
  });
  return [
    {
      method: 'POST',
      path: `/api/cart/add-to-cart/${productId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 1 }),
      setupRequest: withKey,
    },
    { method: 'GET', path: '/api/cart/get-cart', headers },
    { method: 'POST', path: `/api/cart/remove/${productId}`, headers, setupRequest: withKey },
  ];
}

/**
 * 100 concurrent shoppers, each on its own connection, looping add → read → remove. The warm-up
 * uses other shoppers: a loop cut short leaves a line in the bag, which a new add would refuse.
 */
export async function measureBagPath(baseUrl: string, seconds: number): Promise<Figure[]> {
  const [warmUp, measured] = [
    await signUpShoppers(baseUrl, SHOPPERS, 'warm'),
    await signUpShoppers(baseUrl, SHOPPERS, 'run'),
  ];
  // Each answer's time by the request it answered (a connection sends its three in turn), so
  // the figures say which of the three makes the tail.
  const times: number[][] = KINDS.map(() => []);
  // And every answer's time after the run's first second: autocannon opens the 100 connections
  // at one instant and each sends its add at once, a burst no steady state has (decision 179).
  const settled: number[] = [];
  let startedAt = 0;
  const run = async (shoppers: Shopper[], duration: number, record: boolean) => {
    let next = 0;
    return runLoad({
      url: baseUrl,
      connections: SHOPPERS,
      seconds: duration,
      warmUpSeconds: 0,
      setupClient: (client) => {
        const shopper = shoppers[next++ % shoppers.length];
        if (shopper) client.setRequests(bagRequests(shopper));
        let answered = 0;
        if (record)
          client.on('response', (_status, _bytes, ms) => {
            times[answered++ % KINDS.length]?.push(ms);
            if (performance.now() - startedAt > SETTLE_MS) settled.push(ms);
          });
      },
    });
  };
  await run(warmUp, 3, false);
  startedAt = performance.now();
  const load = await run(measured, seconds, true);
  const note = load.failures > 0 ? `${load.failures} failed answers (${load.statuses})` : undefined;
  return [
    { name: `bag path, ${SHOPPERS} shoppers: p50`, value: load.p50, unit: 'ms' },
    { name: '  p99', value: load.p99, unit: 'ms', target: { op: '<=', value: 200 }, note },
    { name: '  throughput', value: load.requestsPerSecond, unit: 'req/s' },
    { name: `  p99 after the first ${SETTLE_MS / 1000} s`, value: percentile(settled, 0.99), unit: 'ms' },
    ...KINDS.flatMap((kind, index) => [
      { name: `  ${kind}: p50`, value: percentile(times[index] ?? [], 0.5), unit: 'ms' },
      { name: `  ${kind}: p99`, value: percentile(times[index] ?? [], 0.99), unit: 'ms' },
    ]),
  ];
}
