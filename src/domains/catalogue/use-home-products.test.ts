import { describe, expect, it } from 'vitest';
import { homeProducts, homeSections } from '../../../contract/home-sections';
import { sampleProduct } from '../../data/test-database.test-support';

describe('home sections', () => {
  it('are empty before anything is mirrored: no made-up products', () => {
    expect(homeSections([], [])).toEqual({ bestsellers: [], bowls: [], laundryBags: [] });
  });

  it('come from the fetched lists, filtered by type and capped at 30', () => {
    const bowls = Array.from({ length: 40 }, () => sampleProduct({ category: 'bowl' }));
    const laundry = sampleProduct({ category: 'laundry' });
    const featured = Array.from({ length: 6 }, () => sampleProduct({ featured: true }));
    const sections = homeSections([...bowls, laundry], [sampleProduct(), ...featured]);
    expect(sections.bowls).toHaveLength(30);
    expect(sections.laundryBags).toEqual([laundry]);
    expect(sections.bestsellers).toEqual(featured.slice(0, 4));
  });

  it('lists each shown product once, in page order', () => {
    const bowl = sampleProduct({ category: 'bowl', featured: true });
    const laundry = sampleProduct({ category: 'laundry' });
    expect(homeProducts(homeSections([bowl, laundry], [bowl]))).toEqual([bowl, laundry]);
  });
});
