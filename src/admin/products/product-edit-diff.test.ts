import { describe, expect, it } from 'vitest';
import { priceMessages } from '../../../contract/admin-products';
import {
  changedFields,
  type EditableProduct,
  editPriceError,
  formErrorsOf,
  priceFromText,
  variantCandidates,
} from './product-edit-diff';

const base: EditableProduct = {
  title: 'Jute Bowl',
  description: 'Round~Natural',
  category: 'bowl',
  broadCategory: 'Jutexx',
  price: 2299,
  articleCode: 'JX-1',
  sellingAttribute: 'Default',
  status: 'active',
  featured: false,
  variants: ['a', 'b'],
};

describe('priceFromText', () => {
  it('divides the digits by 100', () => {
    expect(priceFromText('Rs.2,299.00')).toBe(2299);
    expect(priceFromText('Rs.699.50')).toBe(699.5);
    expect(priceFromText('')).toBe(0);
  });
});

describe('editPriceError (the Price field rule, docs/decisions/145)', () => {
  it('refuses a cleared, zero, negative or over-precise price', () => {
    expect(editPriceError('')).toBe(priceMessages.notPositive);
    expect(editPriceError(0)).toBe(priceMessages.notPositive);
    expect(editPriceError(-50)).toBe(priceMessages.notPositive);
    expect(editPriceError(12.345)).toBe(priceMessages.tooManyDecimals);
    expect(editPriceError(2_000_000)).toBe(priceMessages.tooHigh);
  });
  it('accepts a positive price in rupees and paise', () => {
    expect(editPriceError(1299.5)).toBeNull();
    expect(editPriceError(0.1 + 0.2)).toBeNull();
    expect(editPriceError('699')).toBeNull();
  });
});

describe('formErrorsOf', () => {
  it('shows a refused numericPrice under Price', () => {
    expect(formErrorsOf({ numericPrice: priceMessages.notPositive })).toEqual({ price: priceMessages.notPositive });
    expect(formErrorsOf({ price: 'a', numericPrice: 'b', title: 'c' })).toEqual({ price: 'a', title: 'c' });
  });
});

describe('changedFields', () => {
  it('is empty when nothing changed', () => {
    expect(changedFields(base, { ...base })).toEqual({});
  });
  it('compares variants as sets', () => {
    expect(changedFields(base, { ...base, variants: ['b', 'a'] })).toEqual({});
    expect(changedFields(base, { ...base, variants: ['b', 'a', 'a'] })).toEqual({});
    expect(changedFields(base, { ...base, variants: ['a'] })).toEqual({ variants: ['a'] });
    expect(changedFields(base, { ...base, variants: ['a', 'c'] })).toEqual({ variants: ['a', 'c'] });
  });
  it('sends only the changed fields', () => {
    expect(changedFields(base, { ...base, title: 'Jute Bowl Large', featured: true })).toEqual({
      title: 'Jute Bowl Large',
      featured: true,
    });
  });
  it('never sends stock: it changes by adjustment only (docs/decisions/183)', () => {
    const withStock = { ...base, inventory: 17 } as EditableProduct;
    expect(changedFields({ ...base, inventory: 12 } as EditableProduct, withStock)).toEqual({});
  });
  it('sends a changed price as text and number', () => {
    expect(changedFields(base, { ...base, price: 1234.5 })).toEqual({ price: 'Rs.1,234.50', numericPrice: 1234.5 });
  });
});

describe('variantCandidates', () => {
  const results = [{ _id: 'a' }, { _id: 'self' }, { _id: 'c' }];
  it('needs non-empty text', () => {
    expect(variantCandidates(results, [], 'self', '  ')).toEqual([]);
  });
  it('excludes chosen variants and the product itself', () => {
    expect(variantCandidates(results, ['a'], 'self', 'jute')).toEqual([{ _id: 'c' }]);
  });
});
