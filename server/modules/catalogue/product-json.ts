import { formatRupees } from '../../../contract/money';
import type { Product, ProductVariant } from '../../../contract/product';
import type { ProductRow } from '../../db/schema/catalogue';

/** Rupees from paise; the price text is always derived from it, never stored (decisions/002). */
export function rupeesOf(pricePaise: number): number {
  return pricePaise / 100;
}

export function toVariant(row: Pick<ProductRow, 'id' | 'slug' | 'title' | 'images'>): ProductVariant {
  return { _id: row.id, slug: row.slug, title: row.title, image: row.images[0]?.src ?? '' };
}

/** A row as the contract's Product; variants are resolved by the caller (one query per list). */
export function toProductJson(row: ProductRow, variants: Map<string, ProductVariant>): Product {
  const numericPrice = rupeesOf(row.pricePaise);
  return {
    _id: row.id,
    articleCode: row.articleCode,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    broadCategory: row.broadCategory,
    price: formatRupees(numericPrice),
    numericPrice,
    sellingAttribute: row.sellingAttribute,
    image: row.images,
    swatches: row.swatches,
    variants: row.variantIds.flatMap((id) => variants.get(id) ?? []),
    inventory: row.inventory,
    reviews: row.reviews,
    brandName: row.brandName,
    status: row.status,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    __v: row.version,
  };
}
