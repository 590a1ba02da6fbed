import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/product';
import { sampleProduct } from '../../data/test-database.test-support';
import { ProductSearchIndex } from './product-search-index';
import { searchProducts } from './search-products';

const swatch = (colorName: string) => ({ _id: colorName, colorCode: '#000', colorName, articleLink: '' });
const product = (_id: string, title: string, category: Product['category'], articleCode: string, colour: string) =>
  sampleProduct({ _id, title, category, articleCode, swatches: [swatch(colour)] });
const bowl = product('bowl', 'Round Jute Bowl (Natural)', 'bowl', 'JX-BWL-0001', 'Natural');
const basket = product('basket', 'Jute Laundry Basket with Lid', 'laundry', 'JX-LND-0003', 'Indigo');
const sidebag = product(
  'sidebag',
  'Jute Side Bag with Cotton Lining (Mustard)',
  ['ladies', 'bags'],
  'JX-LSB-0002',
  'Mustard',
);

function indexOf(products: readonly Product[]): ProductSearchIndex {
  const index = new ProductSearchIndex();
  for (const product of products) index.put(product);
  return index;
}
const ids = (index: ProductSearchIndex, query: string) => index.search(query).map((product) => product._id);

describe('ProductSearchIndex', () => {
  it('forgives typos as the plain search does: one edit, a swapped pair, a word being typed', () => {
    const index = indexOf([bowl, basket, sidebag]);
    expect(ids(index, 'bowel')).toEqual(['bowl']);
    expect(ids(index, 'basekt')).toEqual(['basket']);
    expect(ids(index, 'laundy')).toEqual(['basket']);
    expect(ids(index, 'musta')).toEqual(['sidebag']);
    expect(ids(index, 'cottno')).toEqual(['sidebag']);
    // A typo in a word still being typed: 'bakse' is 'baske' with a swap.
    expect(ids(index, 'bakse')).toEqual(['basket']);
    expect(ids(index, 'rag')).toEqual([]);
  });

  it('finds an article code whole, in part, without dashes and with one wrong character', () => {
    const index = indexOf([bowl, basket, sidebag]);
    expect(ids(index, 'JX-LND-0003')).toEqual(['basket']);
    expect(ids(index, 'jxlnd0003')).toEqual(['basket']);
    expect(ids(index, 'lsb')).toEqual(['sidebag']);
    expect(ids(index, 'JX-LND-0008')).toEqual(['basket']);
    expect(ids(index, 'JX-LND-0030')).toEqual(['basket']);
  });

  it('follows the mirror: a new product is found, a changed one by its new words only, a removed one no more', () => {
    const index = indexOf([bowl, basket]);
    expect(ids(index, 'mustard')).toEqual([]);
    index.put(sidebag);
    expect(ids(index, 'mustard')).toEqual(['sidebag']);

    index.put({ ...basket, title: 'Jute Storage Hamper', swatches: [swatch('Saffron')] });
    expect(ids(index, 'laundry basket')).toEqual([]);
    expect(ids(index, 'hamper')).toEqual(['basket']);
    expect(ids(index, 'saffron')).toEqual(['basket']);
    expect(ids(index, 'indigo')).toEqual([]);
    // The article code did not change: still found by it.
    expect(ids(index, 'JX-LND-0003')).toEqual(['basket']);

    index.remove('sidebag');
    expect(ids(index, 'mustard')).toEqual([]);
    expect(ids(index, 'lsb')).toEqual([]);
    expect(index.size).toBe(2);
  });

  it('answers with the newest copy of a product whose words did not change', () => {
    const index = indexOf([bowl]);
    index.put({ ...bowl, price: 'Rs.599.00', numericPrice: 599 });
    expect(index.search('bowl').map((product) => product.numericPrice)).toEqual([599]);
  });

  it('leaves out a product made inactive, and finds it again when active', () => {
    const index = indexOf([bowl, basket]);
    index.put({ ...bowl, status: 'inactive' });
    expect(ids(index, 'bowl')).toEqual([]);
    expect(index.has('bowl')).toBe(true);
    index.put(bowl);
    expect(ids(index, 'bowl')).toEqual(['bowl']);
  });

  it('keeps a word shared by two products while one of them still has it', () => {
    const index = indexOf([bowl, basket]);
    index.remove('bowl');
    expect(ids(index, 'jute')).toEqual(['basket']);
  });

  it('ranks and limits as searchProducts does, over many products and queries', () => {
    const words = ['jute', 'bowl', 'bowls', 'basket', 'bag', 'tote', 'rug', 'runner', 'mat', 'natural', 'indigo'];
    const products = Array.from({ length: 300 }, (_, n) =>
      sampleProduct({
        _id: `p${n.toString().padStart(4, '0')}`,
        title: `${words[n % 11]} ${words[(n * 7) % 11]} ${words[(n * 3) % 11]} ${n % 5 === 0 ? 'Set' : ''}`,
        category: n % 2 ? 'home_rugs' : ['ladies', 'bags'],
        articleCode: `JX-${n % 3 ? 'BWL' : 'RUG'}-${n.toString().padStart(4, '0')}`,
        swatches: [swatch(n % 4 ? 'Natural' : 'Mustard')],
        status: n % 13 === 0 ? 'inactive' : 'active',
      }),
    );
    const index = indexOf(products);
    const queries = ['jute', 'bowl', 'bwol', 'basekt', 'nat', 'tur', 'jute bag', 'rugs', 'rug-00', 'jxbwl0', 'mustar'];
    for (const query of [...queries, 'JX-BWL-0010', 'jx rug 0012', 'runer mat', 'set ladies', 'indgo', 'ndig'])
      for (const limit of [6, 60, Number.POSITIVE_INFINITY])
        expect(index.search(query, limit).map((product) => product._id)).toEqual(
          searchProducts(products, query, limit).map((product) => product._id),
        );
  });
});
