import type { liveQuery as dexieLiveQuery } from 'dexie';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { ShopDatabase } from '../../data/shop-database';
import { ProductSearchIndex } from './product-search-index';

/**
 * The search index over the products mirrored on the device, kept in step with the mirror by a
 * live query on its products (docs/decisions/198). It runs in the search worker
 * (search-index.worker.ts), so reading 10,000 products and indexing them never holds up the
 * page; where no worker can start it runs in the page, folding a change in a few milliseconds at
 * a time. A product whose searchable words did not change is not re-indexed.
 */

/** How long one slice of catching up may run before letting other work through. */
const SLICE_MS = 8;

export type MirrorSearchIndex = {
  /** The best matches, as searchProducts orders them; waits for the mirror's first reading. */
  search(query: string, limit: number): Promise<MirroredProduct[]>;
  /** Counts each catch-up with the mirror finished (0 until the first). */
  version(): number;
  /** Called after each catch-up: what was found before may have changed. */
  subscribe(listener: () => void): () => void;
  stop(): void;
};

const yieldToOthers = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Reads the mirror into a new index and follows its changes (`observe`: Dexie's liveQuery). */
export function followMirror(database: ShopDatabase, observe: typeof dexieLiveQuery): MirrorSearchIndex {
  const index = new ProductSearchIndex();
  const listeners = new Set<() => void>();
  let version = 0;
  let markBuilt: () => void = () => undefined;
  const built = new Promise<void>((resolve) => {
    markBuilt = resolve;
  });
  /** Each mirror answer starts a new catch-up; an older one still running stops at its next slice. */
  let generation = 0;

  const catchUp = async (products: readonly MirroredProduct[]) => {
    const mine = ++generation;
    let sliceStart = performance.now();
    const stale = async () => {
      if (performance.now() - sliceStart < SLICE_MS) return false;
      await yieldToOthers();
      sliceStart = performance.now();
      return mine !== generation;
    };
    const present = new Set<string>();
    for (const product of products) {
      present.add(product._id);
      index.put(product);
      if (await stale()) return;
    }
    for (const id of [...index.ids()]) {
      if (!present.has(id)) index.remove(id);
      if (await stale()) return;
    }
    version += 1;
    markBuilt();
    for (const listener of listeners) listener();
  };

  const subscription = observe(() => database.products.toArray()).subscribe({
    next: (products) => void catchUp(products),
    // Search then answers from the shop only; the mirror itself is the sync's to report.
    error: (error: unknown) => console.warn('Reading the mirrored products for search failed:', error),
  });

  return {
    async search(query, limit) {
      await built;
      return index.search(query, limit);
    },
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => subscription.unsubscribe(),
  };
}
