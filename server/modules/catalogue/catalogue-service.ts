import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  DEPARTMENT_OF,
  NEW_ARRIVAL_BROAD_CATEGORY,
  OWN_COLLECTION_BROAD_CATEGORY,
  type StoreCategoryId,
} from '../../../contract/catalogue';
import { HOME_CAROUSEL_MAX_ITEMS } from '../../../contract/constants';
import type { Product, ProductVariant } from '../../../contract/product';
import type { Db } from '../../db/client';
import { type Department, type ProductRow, products } from '../../db/schema/catalogue';
import { toProductJson, toVariant } from './product-json';

/** Storefront reads see active products only; an admin session also sees inactive ones. */
export type Audience = { includeInactive: boolean };

export const SEARCH_MAX_RESULTS = 100;
const NEWEST_FIRST = [desc(products.createdAt), desc(products.id)];

function visible(audience: Audience, condition?: SQL): SQL | undefined {
  if (audience.includeInactive) return condition;
  return condition ? and(eq(products.status, 'active'), condition) : eq(products.status, 'active');
}

/** Turns rows into Products, resolving every variant id of the page in one query. */
export async function toProducts(db: Db, rows: ProductRow[], audience: Audience): Promise<Product[]> {
  const ids = [...new Set(rows.flatMap((row) => row.variantIds))];
  const variants = new Map<string, ProductVariant>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: products.id, slug: products.slug, title: products.title, images: products.images })
      .from(products)
      .where(visible(audience, inArray(products.id, ids)));
    for (const row of found) variants.set(row.id, toVariant(row));
  }
  return rows.map((row) => toProductJson(row, variants));
}

/** /store/{id}: a department, or 'products' for the own collection (docs/decisions/006). */
export async function listStoreCategory(db: Db, id: StoreCategoryId, limit: number | undefined): Promise<Product[]> {
  const where =
    id === 'products'
      ? eq(products.broadCategory, OWN_COLLECTION_BROAD_CATEGORY)
      : eq(products.department, DEPARTMENT_OF[id] as Department);
  const query = db
    .select()
    .from(products)
    .where(visible({ includeInactive: false }, where))
    .orderBy(...NEWEST_FIRST);
  const rows = limit === undefined ? await query : await query.limit(limit);
  return toProducts(db, rows, { includeInactive: false });
}

export async function listNewArrivals(db: Db): Promise<Product[]> {
  const where = or(
    eq(products.broadCategory, NEW_ARRIVAL_BROAD_CATEGORY),
    eq(products.sellingAttribute, 'New Arrival'),
  );
  const audience = { includeInactive: false };
  const rows = await db
    .select()
    .from(products)
    .where(visible(audience, where))
    .orderBy(...NEWEST_FIRST)
    .limit(HOME_CAROUSEL_MAX_ITEMS);
  return toProducts(db, rows, audience);
}

export async function listAllProducts(db: Db, audience: Audience): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(visible(audience))
    .orderBy(...NEWEST_FIRST);
  return toProducts(db, rows, audience);
}

/** Case-insensitive substring of title, article code or category text; LIKE wildcards are literal. */
export async function searchProducts(db: Db, text: string, audience: Audience): Promise<Product[]> {
  const needle = text.trim();
  if (needle === '') return [];
  const pattern = `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const match = or(
    ilike(products.title, pattern),
    ilike(products.articleCode, pattern),
    sql`${products.category}::text ilike ${pattern}`,
  );
  const rows = await db
    .select()
    .from(products)
    .where(visible(audience, match))
    .orderBy(...NEWEST_FIRST)
    .limit(SEARCH_MAX_RESULTS);
  return toProducts(db, rows, audience);
}

/** By slug, id or article code: legacy links /en_in/productpage.{articleCode}.html resolve too. */
export async function findProduct(db: Db, key: string, audience: Audience): Promise<Product | undefined> {
  const match = or(eq(products.slug, key), eq(products.id, key), eq(products.articleCode, key));
  const [row] = await db.select().from(products).where(visible(audience, match)).limit(1);
  return row ? (await toProducts(db, [row], audience))[0] : undefined;
}

/**
 * Stock of one product for a bag line. An inactive product cannot be bought, so the storefront
 * sees 0 rather than a 404 that would hide the line (docs/decisions/006).
 */
export async function findInventory(db: Db, productId: string, audience: Audience): Promise<number | undefined> {
  const [row] = await db
    .select({ inventory: products.inventory, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) return undefined;
  return row.status === 'active' || audience.includeInactive ? row.inventory : 0;
}
