import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../contract/search-text';
import { sampleProduct } from '../../data/test-database.test-support';
import { compactCode, editDistance, searchProducts } from './search-products';

const swatch = (colorName: string) => ({ _id: colorName, colorCode: '#000', colorName, articleLink: '' });
const catalogue = [
  sampleProduct({
    _id: 'bowl',
    title: 'Round Jute Bowl (Natural)',
    category: 'bowl',
    articleCode: 'JX-BWL-0001',
    swatches: [swatch('Natural')],
  }),
  sampleProduct({
    _id: 'basket',
    title: 'Jute Laundry Basket with Lid',
    category: 'laundry',
    articleCode: 'JX-LND-0003',
    swatches: [swatch('Indigo')],
  }),
  sampleProduct({
    _id: 'sidebag',
    title: 'Jute Side Bag with Cotton Lining (Mustard)',
    category: ['ladies', 'bags'],
    articleCode: 'JX-LSB-0002',
    swatches: [swatch('Mustard')],
  }),
  sampleProduct({
    _id: 'rug',
    title: 'Hand-Woven Jute Rug, 4 x 6 ft',
    category: 'home_rugs',
    articleCode: 'JX-RUG-0001',
  }),
  sampleProduct({ _id: 'hidden', title: 'Jute Bowl Prototype', category: 'bowl', status: 'inactive' }),
];
const ids = (query: string) => searchProducts(catalogue, query).map((product) => product._id);

describe('searchProducts', () => {
  it('finds by a word of the title, ignoring case and punctuation', () => {
    expect(ids('BOWL')).toEqual(['bowl']);
    expect(ids('hand woven')).toEqual(['rug']);
    expect(ids('jute laundry')).toEqual(['basket']);
  });

  it('finds by article code, with or without dashes and in part', () => {
    expect(ids('JX-LND-0003')).toEqual(['basket']);
    expect(ids('jxlnd0003')).toEqual(['basket']);
    expect(ids('lsb')).toEqual(['sidebag']);
    // One wrong character in a whole code still finds it.
    expect(ids('JX-LND-0008')).toEqual(['basket']);
  });

  it('finds by category and by colour', () => {
    expect(ids('rugs')).toEqual(['rug']);
    expect(ids('ladies')).toEqual(['sidebag']);
    expect(ids('indigo')).toEqual(['basket']);
    expect(ids('mustard bag')).toEqual(['sidebag']);
  });

  it('forgives a small typo, a swapped pair of letters and a word still being typed', () => {
    expect(ids('bowel')).toEqual(['bowl']);
    expect(ids('basekt')).toEqual(['basket']);
    expect(ids('laundy')).toEqual(['basket']);
    expect(ids('musta')).toEqual(['sidebag']);
    expect(ids('cottno')).toEqual(['sidebag']);
  });

  it('needs every word to match, and does not stretch short words into anything', () => {
    expect(ids('bowl indigo')).toEqual([]);
    expect(ids('rag')).toEqual([]);
    expect(ids('teapot')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('ranks an exact word above a longer one and a typo, and leaves inactive products out', () => {
    const list = [
      sampleProduct({ _id: 'typo', title: 'Jute Bowel Rack', category: 'home' }),
      sampleProduct({ _id: 'prefix', title: 'Jute Bowls, Set of 3', category: 'home' }),
      sampleProduct({ _id: 'exact', title: 'Jute Bowl', category: 'home' }),
    ];
    expect(searchProducts(list, 'bowl').map((product) => product._id)).toEqual(['exact', 'prefix', 'typo']);
    expect(ids('prototype')).toEqual([]);
    expect(searchProducts(catalogue, 'jute', 2)).toHaveLength(2);
  });
});

describe('text helpers', () => {
  it('normalizes accents, case and separators', () => {
    expect(normalizeText('  Café-Bowl,  NATURAL ')).toBe('cafe bowl natural');
    expect(compactCode('jx - lsb / 0002')).toBe('jxlsb0002');
  });

  it('measures edit distance with swaps, stopping past the limit', () => {
    expect(editDistance('basket', 'basket', 1)).toBe(0);
    expect(editDistance('basekt', 'basket', 1)).toBe(1);
    expect(editDistance('bowel', 'bowl', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
