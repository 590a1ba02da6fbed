import { DEPARTMENT_OF, OWN_COLLECTION_BROAD_CATEGORY, type StoreCategoryId } from '../../../contract/catalogue';
import type { MirroredProduct } from '../../../contract/mirrored-product';

function firstCategory(category: MirroredProduct['category']): string {
  return (Array.isArray(category) ? (category[0] ?? '') : category).toLowerCase();
}

/**
 * Which listing 'Others also bought' draws from: the own collection for the shop's own goods,
 * else the department the category starts with ('home_decor_coasters' → home,
 * 'sports_…' → sport).
 */
export function relatedCategoryId(product: Pick<MirroredProduct, 'broadCategory' | 'category'>): StoreCategoryId {
  if (product.broadCategory === OWN_COLLECTION_BROAD_CATEGORY) return 'products';
  const department = firstCategory(product.category).split('_')[0] ?? '';
  const match = (Object.entries(DEPARTMENT_OF) as [StoreCategoryId, string][]).find(([, name]) => name === department);
  return match ? match[0] : 'products';
}

/** Other products of that listing, those of the same category first, the product itself left out. */
export function relatedProducts(
  product: MirroredProduct,
  candidates: readonly MirroredProduct[],
  max: number,
): MirroredProduct[] {
  const own = firstCategory(product.category);
  const others = candidates.filter((candidate) => candidate._id !== product._id);
  const same = others.filter((candidate) => firstCategory(candidate.category) === own);
  const rest = others.filter((candidate) => firstCategory(candidate.category) !== own);
  return [...same, ...rest].slice(0, max);
}
