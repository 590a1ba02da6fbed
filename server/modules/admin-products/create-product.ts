import { and, inArray, not, sql } from 'drizzle-orm';
import type { AddProductForm } from '../../../contract/admin-products';
import type { ProductImage } from '../../../contract/product';
import { productSlug } from '../../../contract/product-slug';
import type { Db } from '../../db/client';
import { DEPARTMENTS, type Department, products } from '../../db/schema/catalogue';
import { ApiError } from '../../http/api-error';
import { recordStockMoves, type StockActor } from '../stock/record-stock-moves';
import { toSwatches, UNKNOWN_VARIANT, uniqueSlug } from './product-rules';

/** The add-product form's fields, its pictures apart. */
export type AddProductFields = Omit<AddProductForm, 'images'>;

/** Variant ids of a new product that exist; an unknown one is refused. */
export async function checkVariants(db: Db, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  if (found.length !== unique.length) throw ApiError.badRequest(UNKNOWN_VARIANT);
  return unique;
}

/**
 * Saves a new product whose images are already stored. The slug follows spec 001 section 5
 * and gets a short suffix when taken; the price number was parsed from the price text. Its
 * first stock is the ledger's opening row, by the staff member who added it.
 */
export async function insertProduct(
  db: Db,
  id: string,
  fields: AddProductFields,
  images: ProductImage[],
  by: StockActor | null = null,
) {
  const slug = await uniqueSlug(db, productSlug(fields.title, fields.broadCategory));
  const variants = await checkVariants(db, fields.variants);
  const department = (DEPARTMENTS as readonly string[]).includes(fields.broadCategory)
    ? (fields.broadCategory as Department)
    : null;
  await db.transaction(async (tx) => {
    await tx.insert(products).values({
      id,
      articleCode: fields.articleCode,
      slug,
      title: fields.title,
      description: fields.description,
      category: fields.category,
      department,
      broadCategory: fields.broadCategory,
      // Already a positive number of paise: the schema refused any other price (docs/decisions/145).
      pricePaise: fields.price,
      sellingAttribute: fields.sellingAttribute || 'Default',
      images,
      swatches: toSwatches(fields.swatches),
      variantIds: variants,
      inventory: fields.inventory,
    });
    await recordStockMoves(tx, [
      { productId: id, delta: fields.inventory, stockAfter: fields.inventory, reason: 'opening', by },
    ]);
    if (variants.length > 0) {
      await tx
        .update(products)
        .set({ variantIds: sql`array_append(${products.variantIds}, ${id}::text)` })
        .where(and(inArray(products.id, variants), not(sql`${id}::text = any(${products.variantIds})`)));
    }
  });
}
