import { formatPaise, rupeesFromPaise } from '../../../contract/money';
import type { Product, ProductVariant } from '../../../contract/product';
import type { ProductRow } from '../../db/schema/catalogue';

export function toVariant(row: Pick<ProductRow, 'id' | 'slug' | 'title' | 'images'>): ProductVariant {
  return { _id: row.id, slug: row.slug, title: row.title, image: row.images[0]?.src ?? '' };
}

/** A row as the contract's Product; variants are resolved by the caller (one query per list). */
export function toProductJson(row: ProductRow, variants: Map<string, ProductVariant>): Product {
  return {
    _id: row.id,
    articleCode: row.articleCode,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    broadCategory: row.broadCategory,
    // Both derived from the stored paise, never stored themselves (docs/decisions/002).
    price: formatPaise(row.pricePaise),
    numericPrice: rupeesFromPaise(row.pricePaise),
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
