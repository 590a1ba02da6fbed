import { describe, expect, it } from 'vitest';
import { sharedPathPrefix } from './route-path';

describe('the folder route paths share', () => {
  it('ends at a slash, never inside a name or a parameter', () => {
    expect(sharedPathPrefix(['/api/products/data/new-arrival', '/api/products/data/:categoryId'])).toBe(
      '/api/products/data/',
    );
    expect(sharedPathPrefix(['/api/cart/get-cart', '/api/catalogue/x'])).toBe('/api/');
    expect(sharedPathPrefix(['/api/orders/:id'])).toBe('/api/orders/');
    expect(sharedPathPrefix([])).toBe('');
  });
});
