import type { StoreCategoryId } from '../../../contract/catalogue';

/**
 * Where the home page's /categories/… tiles lead (docs/decisions/024-legacy-links.md): the
 * listing that holds those goods, filtered by the category text where the catalogue has it.
 */
export const LEGACY_CATEGORIES: Record<string, { id: StoreCategoryId; type?: string }> = {
  'jute-baskets': { id: 'products', type: 'basket' },
  'table-coaster': { id: 'home', type: 'coaster' },
  'jute-rugs': { id: 'home', type: 'rug' },
  'bath-mat': { id: 'home', type: 'bath' },
};
