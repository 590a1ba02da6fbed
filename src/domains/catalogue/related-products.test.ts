import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../data/test-database.test-support';
import { relatedCategoryId, relatedProducts } from './related-products';

describe('related products', () => {
  it('maps a product to the listing it belongs to', () => {
    expect(relatedCategoryId({ broadCategory: 'Jutexx', category: 'bowl' })).toBe('products');
    expect(relatedCategoryId({ broadCategory: 'home', category: 'home_decor_coasters' })).toBe('home');
    expect(relatedCategoryId({ broadCategory: 'x', category: ['sports_shoes'] })).toBe('sport');
    expect(relatedCategoryId({ broadCategory: 'newArrival', category: 'unknown' })).toBe('products');
  });

  it('leaves the product out and puts the same category first', () => {
    const bowl = sampleProduct({ category: 'bowl' });
    const basket = sampleProduct({ category: 'basket' });
    const otherBowl = sampleProduct({ category: 'bowl' });
    expect(relatedProducts(bowl, [basket, bowl, otherBowl], 30)).toEqual([otherBowl, basket]);
    expect(relatedProducts(bowl, [basket, otherBowl], 1)).toEqual([otherBowl]);
  });
});
