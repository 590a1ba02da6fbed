import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { ADD_PRODUCT_DEFAULTS, addProductFields, addProductProblem, withSwatch } from './add-product-fields';
import { productSlug } from './product-slug';

const filled = { ...ADD_PRODUCT_DEFAULTS, title: 'Jute Bowl', category: 'bowl', price: '2299', articleCode: 'JX-9' };

describe('productSlug', () => {
  it('lower-cases, drops punctuation, joins with hyphens and appends the broad category', () => {
    expect(productSlug('Printed Jute Tote, (Natural)!', 'Jutexx')).toBe('printed-jute-tote-natural-Jutexx');
    expect(productSlug('  Big   bowl ', 'newArrival')).toBe('big-bowl-newArrival');
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
  it('reads a non-numeric price as 0 and a typed Rs. text as its number', () => {
    expect(addProductFields({ ...filled, price: 'abc' }).numericPrice).toBe('0');
    expect(addProductFields({ ...filled, price: 'Rs.2,299.00' }).price).toBe('Rs.2,299.00');
  });
  it('keeps alt texts that were typed', () => {
    const fields = addProductFields({ ...filled, alt: 'Bowl on a table', dataAltText: 'Bowl close-up' });
    expect(fields.alt).toBe('Bowl on a table');
    expect(fields.dataAltText).toBe('Bowl close-up');
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
