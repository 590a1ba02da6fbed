/** The catalogue: products, their departments, prices, images and stock. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductImage, Swatch } from '../../../contract/product';
import { createdAt, id, updatedAt } from './columns';

export const DEPARTMENTS = ['men', 'ladies', 'sports', 'kids', 'baby', 'home'] as const;

export type Department = (typeof DEPARTMENTS)[number];

export const products = pgTable(
  'products',
  {
    id: id(),
    articleCode: text('article_code').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: jsonb('category').$type<string | string[]>().notNull(),
    // null for the shop's own collection (broadCategory 'Jutexx'); see docs/decisions/006.
    department: text('department').$type<Department>(),
    broadCategory: text('broad_category').notNull().default('Jutexx'),
    pricePaise: integer('price_paise').notNull(),
    sellingAttribute: text('selling_attribute').notNull().default('Default'),
    brandName: text('brand_name').notNull().default('Jutexx'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    swatches: jsonb('swatches').$type<Swatch[]>().notNull().default([]),
    variantIds: text('variant_ids').array().notNull().default(sql`'{}'::text[]`),
    inventory: integer('inventory').notNull().default(10),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    featured: boolean('featured').notNull().default(false),
    reviews: jsonb('reviews').$type<{ rating: number }[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_article_code_unique').on(t.articleCode),
    uniqueIndex('products_slug_unique').on(t.slug),
    index('products_department_idx').on(t.department, t.status),
    index('products_broad_category_idx').on(t.broadCategory, t.status),
    index('products_status_created_idx').on(t.status, t.createdAt),
    check('products_inventory_nonnegative', sql`${t.inventory} >= 0`),
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('products_status_valid', sql`${t.status} in ('active', 'inactive')`),
    check(
      'products_department_valid',
      sql`${t.department} is null or ${t.department} in ('men', 'ladies', 'sports', 'kids', 'baby', 'home')`,
    ),
  ],
);

export type ProductRow = typeof products.$inferSelect;

export type NewProductRow = typeof products.$inferInsert;

/**
 * Catalogue version (docs/decisions/160-catalogue-answers-cached.md): one row whose number goes
 * up once in every transaction that changes `products` (insert, update, delete, truncate). The
 * deferred constraint trigger that does it and the row itself are written by hand at the end of
 * migration 0005_catalogue_version, since drizzle-kit generates neither triggers nor data. The
 * public catalogue keeps its answers per version (server/modules/catalogue/answer-cache.ts).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/** The product a shopper's row is about (bag line, favourite): it goes when the product goes. */
export const productColumn = () =>
  text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
