import { afterEach, describe, expect, it } from 'vitest';
import {
  OWN_COLLECTION_BANNER_FILTERS,
  PRODUCT_TYPE_FILTERS,
  type SortOrder,
  typeFiltersOf,
} from '../../../contract/catalogue';
import type { Product } from '../../../contract/product';
import type { ShopDatabase } from '../../data/db';
import { createTestDatabase, sampleProduct } from '../../data/test-database.test-support';
import { writeCollection } from './ensure-collection-fresh';
import { filterByType, sortProducts } from './listing-reference.test-support';
import { readCollection } from './read-collection';
import { readListing } from './read-listing';

let database: ShopDatabase;
afterEach(async () => {
  await database?.delete();
});

const CATEGORIES: Product['category'][] = [
  'bowl',
  'Laundry bag',
  'basket',
  'matka',
  'home_decor_coasters',
  ['ladies', 'side bag'],
  'mobile',
  'tissue box',
  'rect',
];

/** A catalogue with many equal prices (the sort must keep the server's order among them). */
function catalogue(count: number): Product[] {
  return Array.from({ length: count }, (_, n) =>
    sampleProduct({
      _id: `p${n.toString().padStart(23, '0')}`,
      title: `Product ${n}`,
      category: CATEGORIES[(n * 7) % CATEGORIES.length] as Product['category'],
      numericPrice: [499, 120, 999, 120, 4500, 35][(n * 5) % 6] as number,
    }),
  );
}

const TYPES = [
  ...new Set([...PRODUCT_TYPE_FILTERS, ...OWN_COLLECTION_BANNER_FILTERS].map((f) => f.value)),
  'coaster',
  'nothing-has-this',
];
const SORTS: (SortOrder | null)[] = [null, 'lowToHigh', 'highToLow'];

describe('a listing read from the slim collection row', () => {
  it('shows the same products in the same order as the full read, for every type and sort', async () => {
    database = createTestDatabase();
    const key = 'category:products';
    await writeCollection(database, key, catalogue(600), 1);
    const everything = (await readCollection(database, key)).products;

    for (const type of TYPES) {
      for (const sort of SORTS) {
        const before = sortProducts(filterByType(everything, type), sort);
        for (const shown of [25, 50, 10_000]) {
          const listing = await readListing(database, key, { type, sort, shown });
          expect(listing.products).toEqual(before.slice(0, shown));
          expect(listing.total).toBe(before.length);
          expect(listing.size).toBe(600);
          expect(listing.filters).toEqual(typeFiltersOf(everything.map((product) => product.category)));
        }
      }
    }
  });

  it('offers only the filters of the types a department has', async () => {
    database = createTestDatabase();
    await writeCollection(database, 'category:men', [sampleProduct({ category: 'bowl' })], 1);
    const listing = await readListing(database, 'category:men', { type: 'any', sort: null, shown: 25 });
    expect(listing.filters.map((filter) => filter.value)).toEqual(['any', 'bowl']);
  });

  it('reads nothing for a collection never mirrored', async () => {
    database = createTestDatabase();
    expect(await readListing(database, 'category:kids', { type: 'any', sort: null, shown: 25 })).toEqual({
      row: null,
      products: [],
      total: 0,
      size: 0,
      filters: [],
    });
  });

  it('follows a refresh: the new answer replaces the old order, prices and types', async () => {
    database = createTestDatabase();
    const [a, b] = [sampleProduct({ numericPrice: 10 }), sampleProduct({ numericPrice: 20 })];
    await writeCollection(database, 'category:home', [a, b], 1);
    await writeCollection(database, 'category:home', [{ ...b, numericPrice: 5 }, a], 2);
    const listing = await readListing(database, 'category:home', { type: 'any', sort: 'lowToHigh', shown: 25 });
    expect(listing.products.map((product) => [product._id, product.numericPrice])).toEqual([
      [b._id, 5],
      [a._id, 10],
    ]);
  });
});
