import { and, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EDITABLE_PRODUCT_FIELDS, type editProductSchema } from '../../../contract/admin-products';
import { messages } from '../../../contract/messages';
import type { Product } from '../../../contract/product';
import type { Db, Tx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import { type NewProductRow, products } from '../../db/schema/catalogue';
import { ApiError } from '../../http/api-error';
import { findProduct } from '../catalogue/catalogue-service';
import { ARTICLE_CODE_TAKEN, assertUnique, toSwatches, UNKNOWN_VARIANT } from './product-rules';

type EditInput = z.output<typeof editProductSchema>;

/** Fields stored as sent (the dialog's, and two it does not show); price, swatches and variants are derived below. */
const PLAIN_FIELDS = [...EDITABLE_PRODUCT_FIELDS, 'brandName', 'slug'] as const;

export async function adminProduct(db: Db, key: string): Promise<Product> {
  const product = await findProduct(db, key, { includeInactive: true });
  if (!product) throw ApiError.notFound(messages.productNotFound);
  return product;
}

/**
 * Keeps variant links symmetric (docs/decisions/093): a product added to A's variants lists A
 * too, and one removed from them stops listing A.
 */
async function linkVariants(tx: Tx, id: string, before: string[], after: string[]) {
  const added = after.filter((v) => !before.includes(v));
  const removed = before.filter((v) => !after.includes(v));
  if (added.length > 0) {
    await tx
      .update(products)
      .set({ variantIds: sql`array_append(${products.variantIds}, ${id}::text)` })
      .where(and(inArray(products.id, added), not(sql`${id}::text = any(${products.variantIds})`)));
  }
  if (removed.length > 0) {
    await tx
      .update(products)
      .set({ variantIds: sql`array_remove(${products.variantIds}, ${id}::text)` })
      .where(inArray(products.id, removed));
  }
}

/** Applies the changed fields of one product (found by slug or id); an empty change is a no-op. */
export async function editProduct(db: Db, key: string, input: EditInput): Promise<Product> {
  const [row] = await db
    .select()
    .from(products)
    .where(or(eq(products.slug, key), eq(products.id, key)))
    .limit(1);
  if (!row) throw ApiError.notFound(messages.productNotFound);

  const set: Partial<NewProductRow> = {};
  for (const field of PLAIN_FIELDS) {
    if (input[field] !== undefined) Object.assign(set, { [field]: input[field] });
  }
  // Both price fields arrive as positive paise (the schema refused any other); numericPrice wins.
  const pricePaise = input.numericPrice ?? input.price;
  if (pricePaise !== undefined) set.pricePaise = pricePaise;
  if (input.swatches !== undefined) set.swatches = toSwatches(input.swatches);

  let variants: string[] | undefined;
  if (input.variants !== undefined) {
    variants = [...new Set(input.variants)].filter((v) => v !== row.id);
    const found = variants.length
      ? await db.select({ id: products.id }).from(products).where(inArray(products.id, variants))
      : [];
    if (found.length !== variants.length) throw ApiError.badRequest(UNKNOWN_VARIANT, { variants: UNKNOWN_VARIANT });
    // Compared as sets: the same ids in another order are no change.
    const same = variants.length === row.variantIds.length && variants.every((v) => row.variantIds.includes(v));
    if (same) variants = undefined;
    else set.variantIds = variants;
  }

  if (Object.keys(set).length === 0) return adminProduct(db, row.id);
  await assertUnique(db, { slug: set.slug, articleCode: set.articleCode }, row.id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ ...set, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(eq(products.id, row.id));
      if (variants) await linkVariants(tx, row.id, row.variantIds, variants);
    });
  } catch (error) {
    // Two admins racing for one code: the unique index decides.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw ApiError.conflict(ARTICLE_CODE_TAKEN);
    throw error;
  }
  return adminProduct(db, row.id);
}
