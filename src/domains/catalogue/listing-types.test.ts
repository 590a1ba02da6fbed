import { describe, expect, it } from 'vitest';
import { typeFiltersOf } from '../../../contract/catalogue';
import { sampleProduct } from '../../data/test-database.test-support';

describe('typeFiltersOf', () => {
  it("offers only 'View All' for a department none of whose products is one of the types", () => {
    const men = ['men_bags_messenger', 'men_bags_laptop', 'men_accessories_wallets'].map((category) =>
      sampleProduct({ category }),
    );
    expect(typeFiltersOf(men.map((product) => product.category)).map((filter) => filter.value)).toEqual(['any']);
  });

  it('offers the types the products have, in the side list order, lists of categories included', () => {
    const products = [
      sampleProduct({ category: 'bowl' }),
      sampleProduct({ category: ['laundry', 'basket'] }),
      sampleProduct({ category: 'matka' }),
    ];
    expect(typeFiltersOf(products.map((product) => product.category)).map((filter) => filter.label)).toEqual([
      'View All',
      'Baskets',
      'Bowls',
      'Laundry Bags',
      'Matka',
    ]);
  });
});
