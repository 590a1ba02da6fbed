import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWN_COLLECTION_BROAD_CATEGORY } from '../../../contract/catalogue';
import { DESCRIPTION_DELIMITER } from '../../../contract/constants';
import { formatPaise } from '../../../contract/money';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { DEPARTMENTS, products } from '../schema/catalogue';
import { stockMoves } from '../schema/stock';
import { expandDemoCatalogue } from './demo-catalogue';
import { seedDemoCatalogueIfEmpty } from './seed-catalogue';

const OWN_TYPES = ['bowl', 'basket', 'laundry', 'matka', 'ladies', 'mobile', 'tissue', 'rect'];
const categoryList = (category: string | string[]) => (Array.isArray(category) ? category : [category]);

describe('the demo catalogue as written', () => {
  const demo = expandDemoCatalogue();

  it('has at least 48 products with unique article codes and slugs', () => {
    expect(demo.length).toBeGreaterThanOrEqual(48);
    expect(new Set(demo.map((p) => p.articleCode)).size).toBe(demo.length);
    expect(new Set(demo.map((p) => p.slug)).size).toBe(demo.length);
    for (const p of demo) expect(p.articleCode).toMatch(/^JX-[A-Z]{3}-\d{4}$/);
  });

  it('covers every own-collection type several times and every department 3 to 5 times', () => {
    const own = demo.filter((p) => p.department === null);
    for (const type of OWN_TYPES) {
      expect(own.filter((p) => categoryList(p.category).includes(type)).length, type).toBeGreaterThanOrEqual(2);
    }
    for (const department of DEPARTMENTS) {
      const count = demo.filter((p) => p.department === department).length;
      expect(count, department).toBeGreaterThanOrEqual(3);
      expect(count, department).toBeLessThanOrEqual(5);
    }
    const home = demo.filter((p) => p.department === 'home').map((p) => String(p.category));
    expect(home).toEqual(expect.arrayContaining(['home_decor_coasters', 'home_rugs_jute', 'home_bath_mats']));
  });

  it('writes 4 to 6 bullet points and prices from Rs.349 to Rs.2,299', () => {
    for (const p of demo) {
      expect(p.bullets.length, p.title).toBeGreaterThanOrEqual(4);
      expect(p.bullets.length, p.title).toBeLessThanOrEqual(6);
      expect(p.bullets.join('')).not.toContain(DESCRIPTION_DELIMITER);
      expect(p.pricePaise).toBeGreaterThanOrEqual(34900);
      expect(p.pricePaise).toBeLessThanOrEqual(229900);
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('seeding the demo catalogue on %s', (kind) => {
  const t = useTestApp(kind);

  it('fills an empty database once, in one go, and never again', async () => {
    const inserted = await seedDemoCatalogueIfEmpty(t.db);
    expect(inserted).toBeGreaterThanOrEqual(48);
    expect(await seedDemoCatalogueIfEmpty(t.db)).toBe(0);
    const [row] = await t.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(inserted);
    // Each product's demo stock is its one opening row of the stock ledger (docs/decisions/184).
    const rows = await t.db.select().from(products);
    const moves = await t.db.select().from(stockMoves);
    expect(moves).toHaveLength(inserted);
    for (const product of rows) {
      expect(moves.filter((m) => m.productId === product.id)).toEqual([
        expect.objectContaining({ reason: 'opening', delta: product.inventory, stockAfter: product.inventory }),
      ]);
    }
  });

  it('leaves the planner knowing the products it wrote', async () => {
    await seedDemoCatalogueIfEmpty(t.db); // a no-op when an earlier test of this database seeded it
    const [row] = await t.db.select({ n: count() }).from(products);
    // -1 until a table is first analyzed (PostgreSQL 14 and later); a plan made then is a guess.
    const result = await t.db.execute(
      sql`select reltuples::integer as reltuples from pg_class where oid = 'products'::regclass`,
    );
    // Both drivers (node-postgres, PGlite) answer { rows }.
    const { rows } = result as unknown as { rows: { reltuples: number }[] };
    expect(row?.n).toBeGreaterThanOrEqual(48);
    expect(rows[0]?.reltuples).toBe(row?.n);
  });

  it('stores consistent products: prices, stock, featured, variants and pictures', async () => {
    const rows = await t.db.select().from(products);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{24}$/);
      expect(formatPaise(row.pricePaise)).toMatch(/^Rs\.\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(row.brandName).toBe('Jutexx');
      expect(row.images).toHaveLength(2);
      const [main, hover] = row.images;
      expect(main?.src).toBe(`/media/demo/${row.articleCode}-1.webp`);
      expect(main?.dataAltImage).toBe(hover?.src);
      expect(main?.alt).toBe(`${row.title} Model`);
      expect(main?.dataAltText).toBe(row.title);
      for (const variantId of row.variantIds) {
        const variant = byId.get(variantId);
        expect(variant, `${row.title} → ${variantId}`).toBeDefined();
        expect(variant?.variantIds).toContain(row.id);
      }
      expect(row.swatches.length).toBe(row.variantIds.length + 1);
      for (const swatch of row.swatches) {
        expect(swatch.colorCode).toMatch(/^#[0-9A-F]{6}$/);
        expect(bySlug.has(swatch.articleLink.replace('/productpage/', ''))).toBe(true);
      }
      if (row.department === null) expect(row.broadCategory).toBe(OWN_COLLECTION_BROAD_CATEGORY);
    }
    expect(rows.filter((row) => row.variantIds.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((row) => row.inventory === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.inventory > 0 && row.inventory < 10).length).toBeGreaterThanOrEqual(3);
    const featured = rows.filter((row) => row.featured);
    expect(featured).toHaveLength(4);
    for (const row of featured) expect(row.department).toBeNull();
    expect(rows.filter((row) => row.broadCategory === 'newArrival').length).toBeGreaterThanOrEqual(3);
    const ages = rows.map((row) => row.createdAt.getTime());
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
  });

  it('leaves a shop with its own products alone', async () => {
    await t.db.update(products).set({ title: 'Changed by the shop' }).where(eq(products.articleCode, 'JX-BWL-0001'));
    expect(await seedDemoCatalogueIfEmpty(t.db)).toBe(0);
    const [row] = await t.db.select().from(products).where(eq(products.articleCode, 'JX-BWL-0001'));
    expect(row?.title).toBe('Changed by the shop');
  });
});
