import { describe, expect, it } from 'vitest';
import { priceMessages } from '../../../contract/admin-products';
import { messages } from '../../../contract/messages';
import { productSlug } from '../../../contract/product-slug';
import {
  ADD_PRODUCT_DEFAULTS,
  addPriceError,
  addProductFields,
  addProductProblem,
  pricePreview,
  withSwatch,
} from './add-product-fields';

const filled = { ...ADD_PRODUCT_DEFAULTS, title: 'Jute Bowl', category: 'bowl', price: '2299', articleCode: 'JX-9' };

describe('productSlug', () => {
  it('lower-cases, drops punctuation, joins with hyphens and appends the broad category', () => {
    expect(productSlug('Printed Jute Tote, (Natural)!', 'Jutexx')).toBe('printed-jute-tote-natural-jutexx');
    expect(productSlug('  Big   bowl ', 'newArrival')).toBe('big-bowl-newarrival');
  });
});

describe('addProductProblem', () => {
  it('asks for the required fields first', () => {
    expect(addProductProblem(ADD_PRODUCT_DEFAULTS, 0)).toBe(messages.addProductRequired);
    expect(addProductProblem({ ...filled, broadCategory: ' ' }, 1)).toBe(messages.addProductRequired);
  });
  it('then for an image', () => {
    expect(addProductProblem(filled, 0)).toBe(messages.addProductImageRequired);
    expect(addProductProblem(filled, 2)).toBeNull();
  });
});

describe('addProductFields', () => {
  it('sends the price as Rs. with Indian grouping and 2 decimals, and the defaults', () => {
    const fields = addProductFields({ ...filled, price: '123456.5' });
    expect(fields.price).toBe('Rs.1,23,456.50');
    expect(fields.numericPrice).toBe('123456.5');
    expect(fields.alt).toBe('Jute Bowl Model');
    expect(fields.dataAltText).toBe('Jute Bowl');
    expect(fields.broadCategory).toBe('Jutexx');
    expect(fields.inventory).toBe('10');
    expect(fields.sellingAttribute).toBe('Default');
    expect(fields.swatches).toBe('[]');
  });
  it('reads a typed Rs. text as its number; a bad price is sent as typed, never as 0', () => {
    expect(addProductFields({ ...filled, price: 'Rs.2,299.00' }).price).toBe('Rs.2,299.00');
    expect(addProductFields({ ...filled, price: 'Rs. 1,299.5' })).toMatchObject({
      price: 'Rs.1,299.50',
      numericPrice: '1299.5',
    });
    const bad = addProductFields({ ...filled, price: ' abc ' });
    expect(bad.price).toBe('abc');
    expect(bad.numericPrice).toBeUndefined();
  });
  it('keeps alt texts that were typed', () => {
    const fields = addProductFields({ ...filled, alt: 'Bowl on a table', dataAltText: 'Bowl close-up' });
    expect(fields.alt).toBe('Bowl on a table');
    expect(fields.dataAltText).toBe('Bowl close-up');
  });
});

describe('addPriceError (the Price field rule, docs/decisions/145)', () => {
  it('refuses what is not a positive number, instead of reading it as 0 or dropping the sign', () => {
    expect(addPriceError('abc')).toBe(priceMessages.notPositive);
    expect(addPriceError('-50')).toBe(priceMessages.notPositive);
    expect(addPriceError('0')).toBe(priceMessages.notPositive);
    expect(addPriceError('Rs.0.00')).toBe(priceMessages.notPositive);
    expect(addPriceError('12abc')).toBe(priceMessages.notPositive);
    expect(addPriceError('1e3')).toBe(priceMessages.notPositive);
    expect(addPriceError('.5')).toBe(priceMessages.notPositive);
  });
  it('refuses more than 2 decimals and a price above the maximum', () => {
    expect(addPriceError('699.999')).toBe(priceMessages.tooManyDecimals);
    expect(addPriceError('0.001')).toBe(priceMessages.tooManyDecimals);
    expect(addPriceError('1000000.01')).toBe(priceMessages.tooHigh);
    expect(addPriceError('99999999999999999999')).toBe(priceMessages.tooHigh);
  });
  it('accepts plain, Rs. and Indian-grouped prices, and leaves an empty one to the required alert', () => {
    for (const good of ['699', '0.5', 'Rs.1,299.50', 'rs 1,23,456.5', '₹699', '1000000', '00699.00', '50.']) {
      expect(addPriceError(good), good).toBeNull();
    }
    expect(addPriceError('  ')).toBeNull();
    expect(addProductProblem({ ...filled, price: ' ' }, 1)).toBe(messages.addProductRequired);
  });
  it('previews the price as it will be sent, exact to the paisa', () => {
    expect(pricePreview('Rs.1,299.50')).toEqual({ price: 'Rs.1,299.50', numericPrice: 1299.5 });
    expect(pricePreview('0.29')).toEqual({ price: 'Rs.0.29', numericPrice: 0.29 });
    expect(pricePreview('abc')).toBeNull();
  });
});

describe('withSwatch', () => {
  it('adds a swatch only when both colour name and code are given', () => {
    expect(withSwatch([], { colorName: 'Red', colorCode: '', articleLink: '' })).toEqual([]);
    expect(withSwatch([], { colorName: '', colorCode: '#f00', articleLink: '' })).toEqual([]);
    expect(withSwatch([], { colorName: ' Red ', colorCode: '#f00', articleLink: '' })).toEqual([
      { colorName: 'Red', colorCode: '#f00', articleLink: '' },
    ]);
  });
});
