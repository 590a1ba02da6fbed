import type { StoreCategoryId } from './catalogue';

export const CATEGORY_NAMES: Record<StoreCategoryId, string> = {
  men: 'Men',
  ladies: 'Ladies',
  sport: 'Sport',
  kids: 'Kids',
  baby: 'Baby',
  home: 'Home',
  products: 'Our Jute Collection',
};
