import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../data/test-database';
import { SAMPLE_PRODUCTS } from './sample-products';
import { homeSections } from './use-home-products';

describe('home sections', () => {
  it('starts from the built-in sample list', () => {
    const sections = homeSections(null, null);
    expect(sections.bestsellers).toHaveLength(4);
    expect(sections.bowls.every((product) => SAMPLE_PRODUCTS.includes(product))).toBe(true);
    expect(sections.laundryBags.length).toBeGreaterThan(0);
  });

  it('is replaced by the fetched lists, filtered by type and capped at 30', () => {
    const bowls = Array.from({ length: 40 }, () => sampleProduct({ category: 'bowl' }));
    const laundry = sampleProduct({ category: 'laundry' });
    const featured = Array.from({ length: 6 }, () => sampleProduct({ featured: true }));
    const sections = homeSections([...bowls, laundry], [sampleProduct(), ...featured]);
    expect(sections.bowls).toHaveLength(30);
    expect(sections.laundryBags).toEqual([laundry]);
    expect(sections.bestsellers).toEqual(featured.slice(0, 4));
  });
});
