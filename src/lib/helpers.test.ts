import { describe, expect, it } from 'vitest';
import { parseSortOrder } from '../../contract/catalogue';
import { descriptionBullets } from '../../contract/description-bullets';
import { pageTitle } from '../../contract/page-title';
import { knownInventory, quantityOptions, stockLevel } from '../../contract/quantity-options';
import { sampleProduct } from '../data/test-database.test-support';
import { hasReachedEnd, nextShownCount } from '../domains/catalogue/listing';
import { filterByType, sortProducts } from '../domains/catalogue/listing-reference.test-support';
import { ARROW_LOCK_MS, arrowVisibility, carouselSizeFor, isArrowLocked } from './carousel-arrows';
import { firstFormError } from './first-form-error';

describe('pageTitle', () => {
  it('prefixes the shop name', () => {
    expect(pageTitle('Login')).toBe('Jutexx | Login');
    expect(pageTitle()).toBe('Jutexx');
    expect(pageTitle('  ')).toBe('Jutexx');
  });
});

describe('quantity options', () => {
  it('offers 1 up to the smaller of inventory and 5', () => {
    expect(quantityOptions(3)).toEqual([1, 2, 3]);
    expect(quantityOptions(50)).toEqual([1, 2, 3, 4, 5]);
    expect(quantityOptions(0)).toEqual([]);
  });

  it('reads unknown inventory as 10', () => {
    expect(knownInventory(undefined)).toBe(10);
    expect(knownInventory(Number.NaN)).toBe(10);
    expect(quantityOptions(null)).toEqual([1, 2, 3, 4, 5]);
  });

  it('warns below 10 and is out of stock at 0', () => {
    expect(stockLevel(10)).toBe('ok');
    expect(stockLevel(9)).toBe('low');
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(undefined)).toBe('ok');
  });
});

describe('descriptionBullets', () => {
  it("splits on '~' and drops blanks", () => {
    expect(descriptionBullets('Handmade ~ Natural jute~~Washable ')).toEqual(['Handmade', 'Natural jute', 'Washable']);
    expect(descriptionBullets('')).toEqual([]);
    expect(descriptionBullets(undefined)).toEqual([]);
  });
});

describe('listing', () => {
  const cheap = sampleProduct({ numericPrice: 199, category: 'bowl' });
  const mid = sampleProduct({ numericPrice: 499, category: ['laundry', 'basket'] });
  const dear = sampleProduct({ numericPrice: 1299, category: 'home_decor_coasters' });
  const list = [mid, dear, cheap];

  it('sorts by numeric price both ways and keeps the server order otherwise', () => {
    expect(sortProducts(list, 'lowToHigh')).toEqual([cheap, mid, dear]);
    expect(sortProducts(list, 'highToLow')).toEqual([dear, mid, cheap]);
    expect(sortProducts(list, null)).toEqual(list);
  });

  it('parses only known sort orders', () => {
    expect(parseSortOrder('lowToHigh')).toBe('lowToHigh');
    expect(parseSortOrder('cheapest')).toBeNull();
    expect(parseSortOrder(null)).toBeNull();
  });

  it('filters by type text; any and laundary are understood', () => {
    expect(filterByType(list, 'any')).toEqual(list);
    expect(filterByType(list, 'bowl')).toEqual([cheap]);
    expect(filterByType(list, 'laundary')).toEqual([mid]);
    expect(filterByType(list, 'coaster')).toEqual([dear]);
  });

  it('pages by 25, then the remainder, then reaches the end', () => {
    expect(nextShownCount(25, 80)).toBe(50);
    expect(nextShownCount(75, 80)).toBe(80);
    expect(hasReachedEnd(80, 80)).toBe(true);
    expect(hasReachedEnd(25, 80)).toBe(false);
    expect(hasReachedEnd(25, 3)).toBe(true);
  });
});

describe('carousel arrows', () => {
  it('shows nothing unless the pointer is over the carousel', () => {
    expect(arrowVisibility({ scrolled: 100, remaining: 100, hovered: false })).toEqual({ left: false, right: false });
  });

  it('shows the left arrow past 5 px from the start and the right while more than 5 px remain', () => {
    expect(arrowVisibility({ scrolled: 0, remaining: 400, hovered: true })).toEqual({ left: false, right: true });
    expect(arrowVisibility({ scrolled: 5, remaining: 5, hovered: true })).toEqual({ left: false, right: false });
    expect(arrowVisibility({ scrolled: 6, remaining: 6, hovered: true })).toEqual({ left: true, right: true });
    expect(arrowVisibility({ scrolled: 400, remaining: 0, hovered: true })).toEqual({ left: true, right: false });
  });

  it('locks the arrows for 500 ms after a click', () => {
    expect(isArrowLocked(null, 10)).toBe(false);
    expect(isArrowLocked(1000, 1000 + ARROW_LOCK_MS - 1)).toBe(true);
    expect(isArrowLocked(1000, 1000 + ARROW_LOCK_MS)).toBe(false);
  });

  it("uses 'smaller' tiles under 768 px and 'largest' from 768 px", () => {
    expect(carouselSizeFor(390, 768)).toBe('smaller');
    expect(carouselSizeFor(768, 768)).toBe('largest');
  });
});

describe('firstFormError', () => {
  it('keeps only the first failing field in the given order', () => {
    const order = ['firstName', 'lastName', 'email'];
    expect(firstFormError({ email: 'bad email', lastName: 'Last name is required' }, order)).toEqual({
      lastName: 'Last name is required',
    });
    expect(firstFormError({}, order)).toEqual({});
    expect(firstFormError({ other: 'x' }, order)).toEqual({ other: 'x' });
  });
});
