import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { CollectionRow } from '../../data/db';
import type { FetchPhase, FetchStatus } from '../../data/fetch-status';

/**
 * What a screen shows for a collection, from the mirror and the sync phase:
 * - loading: nothing mirrored yet and a fetch is (or is about to be) running → skeleton;
 * - failed: nothing mirrored and the fetch failed → error / not-found view;
 * - ready: the mirror (possibly empty → not-found view), with the phase for a refresh hint.
 * `Content` is what the read gave besides the row: the products, or a listing's page of them.
 */
export type CollectionView<Content = { products: MirroredProduct[] }> =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; offline: boolean }
  | (Content & { state: 'ready'; fetchedAt: number; phase: FetchPhase; error?: unknown });

export function collectionView<Mirror extends { row: CollectionRow | null }>(
  mirror: Mirror | undefined,
  status: FetchStatus,
): CollectionView<Omit<Mirror, 'row'>> {
  if (mirror?.row) {
    const { row, ...content } = mirror;
    return { ...content, state: 'ready', fetchedAt: row.fetchedAt, phase: status.phase, error: status.error };
  }
  if (mirror && (status.phase === 'error' || status.phase === 'offline')) {
    return { state: 'failed', error: status.error, offline: status.phase === 'offline' };
  }
  return { state: 'loading' };
}
