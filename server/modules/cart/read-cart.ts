import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CartLine, CartResponse } from '../../../contract/order';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { rupeesOf } from '../catalogue/product-json';

/**
 * What a bag line needs of its product, and nothing more: the bag is read on every change, so
 * the product's description, swatches and reviews are not fetched and parsed for it
 * (docs/decisions/161).
 */
export const LINE_PRODUCT = {
  title: products.title,
  slug: products.slug,
  pricePaise: products.pricePaise,
  image: sql<string | null>`${products.images}->0->>'src'`,
  inventory: products.inventory,
  status: products.status,
};

const LINE = {
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  size: cartItems.size,
  ...LINE_PRODUCT,
};

/** The shopper's lines in the order they were added; `source` is the database or a WITH on it. */
function bagOf(source: Pick<Db, 'select'>, userId: string, exceptProductId?: string) {
  const mine = eq(cartItems.userId, userId);
  return source
    .select(LINE)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(exceptProductId === undefined ? mine : and(mine, ne(cartItems.productId, exceptProductId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

type LineRow = Awaited<ReturnType<typeof bagOf>>[number];

/** Prices and stock come from the products table, never the client; an inactive product shows 0 in stock. */
export function toCart(rows: readonly LineRow[]): CartResponse {
  const cart: CartLine[] = rows.map((row) => ({
    _id: row.productId,
    productId: row.productId,
    title: row.title,
    price: rupeesOf(row.pricePaise),
    image: row.image ?? '',
    size: row.size,
    quantity: row.quantity,
    slug: row.slug,
    inventory: row.status === 'active' ? row.inventory : 0,
  }));
  const valuePaise = rows.reduce((sum, row) => sum + row.pricePaise * row.quantity, 0);
  return { cart, value: rupeesOf(valuePaise) };
}

/** The bag as the API sends it (spec 000 section 7: data.cart, data.value). */
export async function readCart(db: Db, userId: string): Promise<CartResponse> {
  return toCart(await bagOf(db, userId));
}

/**
 * Removes a line and answers the bag without it, in one statement: the delete runs in a WITH,
 * and the select, which reads the snapshot from before the delete, leaves that line out itself.
 * Removing a line that is not there is a no-op (docs/decisions/073).
 */
export async function removeFromCart(db: Db, userId: string, productId: string): Promise<CartResponse> {
  const removed = db.$with('removed').as(
    db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ productId: cartItems.productId }),
  );
  return toCart(await bagOf(db.with(removed), userId, productId));
}
