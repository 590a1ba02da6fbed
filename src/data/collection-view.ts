import type { Product } from '../../contract/product';
import type { MirroredCollection } from './read-collection';
import type { SyncPhase, SyncStatus } from './sync-status';

/**
 * What a screen shows for a collection, from the mirror and the sync phase:
 * - loading: nothing mirrored yet and a fetch is (or is about to be) running → skeleton;
 * - failed: nothing mirrored and the fetch failed → error / not-found view;
 * - ready: the mirror (possibly empty → not-found view), with the phase for a refresh hint.
 */
export type CollectionView =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; offline: boolean }
  | { state: 'ready'; products: Product[]; fetchedAt: number; phase: SyncPhase; error?: unknown };

export function collectionView(mirror: MirroredCollection | undefined, status: SyncStatus): CollectionView {
  if (mirror?.row) {
    return {
      state: 'ready',
      products: mirror.products,
      fetchedAt: mirror.row.fetchedAt,
      phase: status.phase,
      error: status.error,
    };
  }
  if (mirror && (status.phase === 'error' || status.phase === 'offline')) {
    return { state: 'failed', error: status.error, offline: status.phase === 'offline' };
  }
  return { state: 'loading' };
}
