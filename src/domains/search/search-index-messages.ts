import type { MirroredProduct } from '../../../contract/mirrored-product';

/** What the page and the search worker (search-index.worker.ts) say to each other. */

/** Page → worker: the best `limit` matches for `query`; `id` pairs the answer with it. */
export type SearchRequest = { id: number; query: string; limit: number };

/** Worker → page. */
export type FromSearchWorker =
  | { type: 'answer'; id: number; products: MirroredProduct[] }
  /** The index caught up with a change of the mirror: earlier answers may be out of date. */
  | { type: 'changed'; version: number };
