import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, productPageItems } from './page-items';

describe('pageItems (orders, returns)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows nothing for no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('keeps first, last and a window with ellipses', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });
  it('does not put an ellipsis where no page is skipped', () => {
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis-end', 6]);
    expect(pageItems(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
  });
  it('clamps a page out of range', () => {
    expect(pageItems(99, 7)).toEqual([1, 'ellipsis-start', 6, 7]);
    expect(pageItems(-3, 7)).toEqual([1, 2, 'ellipsis-end', 7]);
  });
});

describe('productPageItems', () => {
  it('shows up to 3 pages in full', () => {
    expect(productPageItems(2, 3)).toEqual([1, 2, 3]);
    expect(productPageItems(1, 2)).toEqual([1, 2]);
  });
  it('uses the ellipsis layout beyond 3 pages', () => {
    expect(productPageItems(1, 8)).toEqual([1, 'ellipsis-end', 8]);
    expect(productPageItems(4, 8)).toEqual([1, 'ellipsis-start', 4, 'ellipsis-end', 8]);
    expect(productPageItems(8, 8)).toEqual([1, 'ellipsis-start', 8]);
    expect(productPageItems(2, 4)).toEqual([1, 2, 'ellipsis-end', 4]);
    expect(productPageItems(3, 4)).toEqual([1, 'ellipsis-start', 3, 4]);
  });
});

describe('pageCount', () => {
  it('is at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
