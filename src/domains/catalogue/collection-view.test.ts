import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../data/test-database.test-support';
import { collectionView } from './collection-view';

const row = { key: 'k', productIds: [], prices: [], categories: [], fetchedAt: 5, lastUsedAt: 5 };

describe('collectionView', () => {
  it('is loading while IndexedDB answers or before the first fetch ends', () => {
    expect(collectionView(undefined, { phase: 'idle' })).toEqual({ state: 'loading' });
    expect(collectionView({ row: null, products: [] }, { phase: 'loading' })).toEqual({ state: 'loading' });
  });

  it('fails when nothing is mirrored and the fetch failed', () => {
    const error = new Error('x');
    expect(collectionView({ row: null, products: [] }, { phase: 'offline', error })).toEqual({
      state: 'failed',
      error,
      offline: true,
    });
  });

  it('shows the mirror whatever the phase, including an empty list', () => {
    const product = sampleProduct();
    expect(collectionView({ row, products: [product] }, { phase: 'error' })).toMatchObject({
      state: 'ready',
      products: [product],
      phase: 'error',
    });
    expect(collectionView({ row, products: [] }, { phase: 'idle' })).toMatchObject({ state: 'ready', products: [] });
  });
});
