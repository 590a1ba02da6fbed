import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_FRESH_MS } from '../../../contract/constants';
import type { Product } from '../../../contract/product';
import { ApiError } from '../../api/api-error';
import type { ShopDatabase } from '../../data/db';
import { getFetchStatus } from '../../data/fetch-status';
import { createTestDatabase, sampleProduct } from '../../data/test-database.test-support';
import {
  ensureCollectionFresh,
  type ProductsFetcher,
  USE_MARK_EVERY_MS,
  writeCollection,
} from './ensure-collection-fresh';
import { readCollection } from './read-collection';

/** A tiny fake of the fetcher interface: answers from a script and counts calls. */
function scriptedFetcher(...answers: (Product[] | Error)[]): ProductsFetcher & { calls: number } {
  const fetcher = Object.assign(
    async () => {
      const answer = answers[Math.min(fetcher.calls, answers.length - 1)];
      fetcher.calls += 1;
      if (answer instanceof Error) throw answer;
      return answer ?? [];
    },
    { calls: 0 },
  );
  return fetcher;
}

let database: ShopDatabase;
let clock = 1_000_000;
const options = () => ({ db: database, now: () => clock, retryDelayMs: 0, isOnline: () => true });
const uniqueKey = () => `category:${crypto.randomUUID()}`;

afterEach(async () => {
  await database?.delete();
});

describe('ensureCollectionFresh', () => {
  it('fetches a collection that was never mirrored and stores it in order', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const [a, b] = [sampleProduct({ numericPrice: 900 }), sampleProduct({ numericPrice: 100 })];
    const fetcher = scriptedFetcher([a, b]);

    expect(await ensureCollectionFresh(key, fetcher, options())).toEqual({ ok: true, fetched: true });
    const mirror = await readCollection(database, key);
    expect(mirror.products.map((product) => product._id)).toEqual([a._id, b._id]);
    expect(mirror.row?.fetchedAt).toBe(clock);
    expect(getFetchStatus(key).phase).toBe('idle');
  });

  it('does not fetch again while the mirror is fresh (under 5 minutes)', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const fetcher = scriptedFetcher([sampleProduct()]);
    await ensureCollectionFresh(key, fetcher, options());
    clock += CACHE_FRESH_MS - 1;

    expect(await ensureCollectionFresh(key, fetcher, options())).toEqual({ ok: true, fetched: false });
    expect(fetcher.calls).toBe(1);
    expect((await database.collections.get(key))?.lastUsedAt).toBe(clock);
  });

  it('marks a list shown again within the minute as used only once (no write for every screen)', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const fetcher = scriptedFetcher([sampleProduct()]);
    await ensureCollectionFresh(key, fetcher, options());
    const firstUse = clock;
    clock += USE_MARK_EVERY_MS - 1;
    await ensureCollectionFresh(key, fetcher, options());
    expect((await database.collections.get(key))?.lastUsedAt).toBe(firstUse);
    clock += 1;
    await ensureCollectionFresh(key, fetcher, options());
    expect((await database.collections.get(key))?.lastUsedAt).toBe(clock);
    expect(fetcher.calls).toBe(1);
  });

  it('fetches again once stale (5 minutes) and replaces the list', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const first = sampleProduct();
    const second = sampleProduct();
    const fetcher = scriptedFetcher([first], [second]);
    await ensureCollectionFresh(key, fetcher, options());
    clock += CACHE_FRESH_MS;

    expect(await ensureCollectionFresh(key, fetcher, options())).toEqual({ ok: true, fetched: true });
    expect(fetcher.calls).toBe(2);
    expect((await readCollection(database, key)).products.map((product) => product._id)).toEqual([second._id]);
  });

  it('fetches when forced even if fresh (Try Again)', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const fetcher = scriptedFetcher([sampleProduct()]);
    await ensureCollectionFresh(key, fetcher, options());
    await ensureCollectionFresh(key, fetcher, { ...options(), force: true });
    expect(fetcher.calls).toBe(2);
  });

  it('retries a failed fetch once and succeeds', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const product = sampleProduct();
    const fetcher = scriptedFetcher(new Error('flaky'), [product]);

    expect(await ensureCollectionFresh(key, fetcher, options())).toEqual({ ok: true, fetched: true });
    expect(fetcher.calls).toBe(2);
    expect((await readCollection(database, key)).products).toHaveLength(1);
  });

  it('counts a request that got no answer while the browser is online as an error, not offline', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const unreachable = new ApiError({ message: 'Network response was not ok', status: 0, kind: 'network' });
    const outcome = await ensureCollectionFresh(key, scriptedFetcher(unreachable), options());
    expect(outcome).toEqual({ ok: false, error: unreachable, offline: false });
    expect(getFetchStatus(key)).toMatchObject({ phase: 'error' });

    const refused = new ApiError({ message: 'Server error', status: 503, kind: 'http' });
    expect(await ensureCollectionFresh(uniqueKey(), scriptedFetcher(refused), options())).toMatchObject({
      offline: false,
    });
  });

  it('gives up after one retry and reports the error state', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const failure = new Error('Network response was not ok');
    const fetcher = scriptedFetcher(failure);

    const outcome = await ensureCollectionFresh(key, fetcher, options());
    expect(outcome).toEqual({ ok: false, error: failure, offline: false });
    expect(fetcher.calls).toBe(2);
    expect(getFetchStatus(key)).toMatchObject({ phase: 'error', error: failure });
    expect((await readCollection(database, key)).row).toBeNull();
  });

  it('reports offline when the browser is offline', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const outcome = await ensureCollectionFresh(key, scriptedFetcher(new Error('down')), {
      ...options(),
      isOnline: () => false,
    });
    expect(outcome).toMatchObject({ ok: false, offline: true });
    expect(getFetchStatus(key).phase).toBe('offline');
  });

  it('keeps the mirrored data readable when a refresh fails', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const product = sampleProduct();
    const fetcher = scriptedFetcher([product], new Error('offline'));
    await ensureCollectionFresh(key, fetcher, options());
    clock += 60 * 60_000; // an hour later: stale and past the 30-minute "kept" mark

    const outcome = await ensureCollectionFresh(key, fetcher, options());
    expect(outcome.ok).toBe(false);
    const mirror = await readCollection(database, key);
    expect(mirror.products.map((item) => item._id)).toEqual([product._id]);
    expect(mirror.row?.fetchedAt).toBe(clock - 60 * 60_000);
  });

  it('shares one request between concurrent refreshes of a collection', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const fetcher = scriptedFetcher([sampleProduct()]);

    const outcomes = await Promise.all([
      ensureCollectionFresh(key, fetcher, options()),
      ensureCollectionFresh(key, fetcher, options()),
      ensureCollectionFresh(key, fetcher, options()),
    ]);
    expect(fetcher.calls).toBe(1);
    expect(outcomes).toEqual([
      { ok: true, fetched: true },
      { ok: true, fetched: true },
      { ok: true, fetched: true },
    ]);
  });

  it('shows the phase: loading without a mirror, refreshing with one', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const seen: string[] = [];
    const fetcher: ProductsFetcher = async () => {
      seen.push(getFetchStatus(key).phase);
      return [sampleProduct()];
    };
    await ensureCollectionFresh(key, fetcher, options());
    clock += CACHE_FRESH_MS;
    await ensureCollectionFresh(key, fetcher, options());
    expect(seen).toEqual(['loading', 'refreshing']);
  });

  it('Try again while a slow answer is on its way keeps it: the first answer is shown, a later failure is not', async () => {
    database = createTestDatabase();
    const key = uniqueKey();
    const product = sampleProduct();
    let answerSlowly: (products: Product[]) => void = () => undefined;
    const slow: ProductsFetcher = () => new Promise((resolve) => (answerSlowly = resolve));
    const first = ensureCollectionFresh(key, slow, options());
    await vi.waitFor(() => expect(getFetchStatus(key).phase).toBe('loading'));

    const again = ensureCollectionFresh(key, scriptedFetcher(new Error('no answer')), { ...options(), force: true });
    expect((await again).ok).toBe(false);
    // The slow request is still on its way: no error is shown for the second one.
    expect(getFetchStatus(key).phase).toBe('loading');

    answerSlowly([product]);
    expect(await first).toEqual({ ok: true, fetched: true });
    expect((await readCollection(database, key)).products.map((p) => p._id)).toEqual([product._id]);
    expect(getFetchStatus(key).phase).toBe('idle');
  });
});

describe('writeCollection', () => {
  it('puts only the products that are new or changed, also when the list brings more than the mirror holds', async () => {
    database = createTestDatabase();
    const tote = sampleProduct({ _id: 'tote', slug: 'jute-tote', title: 'Jute Tote' });
    const basket = sampleProduct({ _id: 'basket', slug: 'jute-basket', title: 'Jute Basket' });
    await writeCollection(database, 'category:bags', [tote, basket], clock);
    const puts = vi.spyOn(database.products, 'bulkPut');

    // Four products against the mirror's two: the tote unchanged, the basket's price changed.
    const changedBasket = { ...basket, numericPrice: 299, price: 'Rs.299.00' };
    const bowl = sampleProduct({ _id: 'bowl', slug: 'jute-bowl', title: 'Jute Bowl' });
    const mat = sampleProduct({ _id: 'mat', slug: 'jute-mat', title: 'Jute Mat' });
    await writeCollection(database, 'category:products', [bowl, { ...tote }, changedBasket, mat], clock);

    expect(puts).toHaveBeenCalledTimes(1);
    expect(puts.mock.calls[0]?.[0].map((product) => product._id)).toEqual(['bowl', 'basket', 'mat']);
    expect((await database.products.get('basket'))?.price).toBe('Rs.299.00');
    expect((await readCollection(database, 'category:products')).products.map((product) => product.title)).toEqual([
      'Jute Bowl',
      'Jute Tote',
      'Jute Basket',
      'Jute Mat',
    ]);

    // As many as the mirror holds now, all the same: nothing is put.
    await writeCollection(database, 'category:products', [bowl, tote, changedBasket, mat], clock);
    expect(puts).toHaveBeenCalledTimes(1);
  });
});
