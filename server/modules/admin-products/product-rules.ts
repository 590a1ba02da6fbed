import { randomBytes } from 'node:crypto';
import { and, eq, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { swatchInputSchema } from '../../../contract/admin-products';
import type { Swatch } from '../../../contract/product';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';

export const SLUG_TAKEN = 'Another product already has this slug';
export const ARTICLE_CODE_TAKEN = 'Another product already has this article code';
export const UNKNOWN_VARIANT = 'A variant is not a product of the shop';

/** The slug, or the slug with a short random suffix when another product has it. */
export async function uniqueSlug(db: Db, wanted: string): Promise<string> {
  let candidate = wanted || 'product';
  for (let attempt = 0; attempt < 5; attempt++) {
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.slug, candidate)).limit(1);
    if (!taken) return candidate;
    candidate = `${wanted}-${randomBytes(2).toString('hex')}`;
  }
  return `${wanted}-${randomBytes(6).toString('hex')}`;
}

/** 409 when another product already uses this slug or article code. */
export async function assertUnique(db: Db, fields: { slug?: string; articleCode?: string }, exceptId?: string) {
  const clauses = [
    ...(fields.slug ? [eq(products.slug, fields.slug)] : []),
    ...(fields.articleCode ? [eq(products.articleCode, fields.articleCode)] : []),
  ];
  if (clauses.length === 0) return;
  const clash = await db
    .select({ slug: products.slug, articleCode: products.articleCode })
    .from(products)
    .where(exceptId ? and(or(...clauses), ne(products.id, exceptId)) : or(...clauses));
  if (clash.some((row) => row.articleCode === fields.articleCode)) throw ApiError.conflict(ARTICLE_CODE_TAKEN);
  if (clash.length > 0) throw ApiError.conflict(SLUG_TAKEN);
}

/** A swatch is kept only when both its colour name and code are given (spec 001 section 5). */
export function toSwatches(input: z.output<typeof swatchInputSchema>[]): Swatch[] {
  return input
    .filter((swatch) => swatch.colorName !== '' && swatch.colorCode !== '')
    .map((swatch) => ({ _id: newObjectId(), ...swatch }));
}
