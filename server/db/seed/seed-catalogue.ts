import { count, sql } from 'drizzle-orm';
import { DESCRIPTION_DELIMITER } from '../../../contract/constants';
import { newObjectId } from '../../lib/object-id';
import type { Db } from '../client';
import { type NewProductRow, products } from '../schema/catalogue';
import { stockMoves } from '../schema/stock';
import { type DemoProduct, demoImagePath, expandDemoCatalogue } from './demo-catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ids depend on the time of seeding; everything else comes from the hand-written catalogue. */
export function buildDemoProductRows(
  now: Date = new Date(),
  demo: DemoProduct[] = expandDemoCatalogue(),
): NewProductRow[] {
  const dated = demo.map((product) => {
    const createdAt = new Date(now.getTime() - product.daysAgo * DAY_MS);
    return { product, createdAt, id: newObjectId(createdAt) };
  });
  const byCode = new Map(dated.map((entry) => [entry.product.articleCode, entry]));
  return dated.map(({ product, createdAt, id }) => {
    const family = product.family.flatMap((code) => byCode.get(code) ?? []);
    const main = demoImagePath(product.articleCode, 1);
    const hover = demoImagePath(product.articleCode, 2);
    const picture = (src: string, dataAltImage: string) => ({
      _id: newObjectId(createdAt),
      src,
      dataAltImage,
      alt: `${product.title} Model`,
      dataAltText: product.title,
    });
    return {
      id,
      articleCode: product.articleCode,
      slug: product.slug,
      title: product.title,
      description: product.bullets.join(DESCRIPTION_DELIMITER),
      category: product.category,
      department: product.department,
      broadCategory: product.broadCategory,
      pricePaise: product.pricePaise,
      sellingAttribute: product.sellingAttribute,
      brandName: 'Jutexx',
      images: [picture(main, hover), picture(hover, main)],
      swatches: family.map((member) => ({
        _id: newObjectId(createdAt),
        colorName: member.product.colour.name,
        colorCode: member.product.colour.code,
        articleLink: `/productpage/${member.product.slug}`,
      })),
      variantIds: family.filter((member) => member.id !== id).map((member) => member.id),
      inventory: product.inventory,
      status: 'active' as const,
      featured: product.featured,
      reviews: [],
      version: 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * Seeds the demo catalogue into an empty products table, in one transaction. An advisory lock
 * makes two instances starting together on one PostgreSQL seed it once; each product's stock
 * is its opening row of the stock ledger. Returns how many
 * products were inserted (0 when the shop already has products).
 */
export async function seedDemoCatalogueIfEmpty(db: Db, now: Date = new Date()): Promise<number> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('jutexx:seed-catalogue'))`);
    const [row] = await tx.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) return 0;
    const rows = buildDemoProductRows(now);
    await tx.insert(products).values(rows);
    // The demo stock is each product's opening row of the ledger (docs/decisions/184).
    await tx.execute(sql`
      insert into ${stockMoves} (product_id, delta, stock_after, reason, note)
      select id, inventory, inventory, 'opening', 'Demo catalogue' from ${products} order by id`);
    return rows.length;
  });
  // Fresh rows have no planner statistics until autovacuum's first pass, a minute or more later.
  // Meanwhile the bag's prepared statements were planned on a guess and kept that plan: the add
  // looked its product up through the status index, reading every active product (decision 266).
  if (seeded > 0) await db.execute(sql`analyze ${products}`);
  return seeded;
}
