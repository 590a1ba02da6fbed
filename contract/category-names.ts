import { OWN_COLLECTION_BANNER_FILTERS, PRODUCT_TYPE_FILTERS, type StoreCategoryId } from './catalogue';

export const CATEGORY_NAMES: Record<StoreCategoryId, string> = {
  men: 'Men',
  ladies: 'Ladies',
  sport: 'Sport',
  kids: 'Kids',
  baby: 'Baby',
  home: 'Home',
  products: 'Our Jute Collection',
};

/**
 * Names of the product types a listing may be filtered by (?type=): the filter buttons' own
 * labels, and the types only the home page's legacy tiles ask for (/categories/table-coaster…).
 */
const TYPE_NAMES: Record<string, string> = {
  ...Object.fromEntries(OWN_COLLECTION_BANNER_FILTERS.map((filter) => [filter.value, filter.label])),
  ...Object.fromEntries(PRODUCT_TYPE_FILTERS.map((filter) => [filter.value, filter.label])),
  coaster: 'Coasters',
  rug: 'Jute Rugs',
  bath: 'Bath Mats',
};

/** How a listing's type filter reads to the shopper: its name, never the raw value ('coaster'). */
export function typeFilterName(type: string): string {
  const known = TYPE_NAMES[type.toLowerCase()];
  if (known) return known;
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
