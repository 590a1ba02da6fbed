/**
 * A bench-only page script, built by tests/bench/dexie-in-browser.ts with Vite and never shipped:
 * it drives the storefront's own mirroring and listing code against the app's real Dexie
 * database in Chromium, and reports the time each step took in the page.
 */
import type { StoreCategoryId } from '../../../contract/catalogue';
import { collectionKeys } from '../../../contract/collection-keys';
import { LISTING_PAGE_SIZE } from '../../../contract/constants';
import type { Product } from '../../../contract/product';
import { openDatabase } from '../../../src/data/db';
import { getFetchStatus } from '../../../src/data/fetch-status';
import { collectionView } from '../../../src/domains/catalogue/collection-view';
import { writeCollection } from '../../../src/domains/catalogue/ensure-collection-fresh';
import { readListing } from '../../../src/domains/catalogue/read-listing';

export type DexieBench = {
  /** Empties the database, then mirrors `count` products as /store/products' answer; ms. */
  mirror(samples: Product[], count: number): Promise<number>;
  /** Mirrors what `mirror` wrote again, as a refresh that found nothing new brings it; ms. */
  mirrorAgain(): Promise<number>;
  /** Mirrors the first `size` products `mirror` wrote as /store/{id}'s answer (untimed). */
  mirrorPart(id: StoreCategoryId, size: number): Promise<void>;
  /**
   * A listing as /store/{id} reads it on each change (its live query and view: the first page of
   * 25, type 'any', the server's order); ms, and how many products the listing has.
   */
  list(id: StoreCategoryId): Promise<{ ms: number; total: number }>;
};

declare global {
  interface Window {
    dexieBench?: DexieBench;
  }
}

/** `count` distinct products made from the demo catalogue's: the same shapes and sizes. */
function catalogueOf(samples: readonly Product[], count: number): Product[] {
  return Array.from({ length: count }, (_, n) => {
    const sample = samples[n % samples.length] as Product;
    return {
      ...structuredClone(sample),
      _id: `${sample._id.slice(0, 16)}${n.toString(16).padStart(8, '0')}`,
      slug: `${sample.slug}-${n}`,
      articleCode: `${sample.articleCode}${n}`,
      title: `${sample.title} ${n}`,
    };
  });
}

let written: Product[] = [];

window.dexieBench = {
  async mirror(samples, count) {
    const db = await openDatabase();
    await db.delete();
    await db.open();
    written = catalogueOf(samples, count);
    const start = performance.now();
    await writeCollection(db, collectionKeys.category('products'), written, Date.now());
    return performance.now() - start;
  },
  async mirrorAgain() {
    const db = await openDatabase();
    const again = structuredClone(written);
    const start = performance.now();
    await writeCollection(db, collectionKeys.category('products'), again, Date.now());
    return performance.now() - start;
  },
  async mirrorPart(id, size) {
    await writeCollection(await openDatabase(), collectionKeys.category(id), written.slice(0, size), Date.now());
  },
  async list(id) {
    const key = collectionKeys.category(id);
    const db = await openDatabase();
    const start = performance.now();
    const query = { type: 'any', sort: null, shown: LISTING_PAGE_SIZE };
    const view = collectionView(await readListing(db, key, query), getFetchStatus(key));
    const total = view.state === 'ready' && view.products.length === LISTING_PAGE_SIZE ? view.total : 0;
    return { ms: performance.now() - start, total };
  },
};
