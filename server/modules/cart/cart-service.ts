import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { cartMessages } from '../../../contract/cart';
import { messages } from '../../../contract/messages';
import type { CartResponse } from '../../../contract/order';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { ApiError } from '../../http/api-error';
import { LINE_PRODUCT, readCart, toCart } from './read-cart';

function checkStock(inventory: number, quantity: number): void {
  if (inventory <= 0) throw ApiError.conflict(cartMessages.outOfStock);
  if (quantity > inventory) throw ApiError.conflict(cartMessages.notEnoughStock(inventory));
}

/**
 * Adds the line and reads the bag with it in one statement: the insert, in a WITH, takes the
 * product only if it is active and has the quantity in stock, and does nothing if the line is in
 * the bag already (the primary key decides, also between two adds racing). The select cannot see
 * the row its own WITH inserts, so it reads the bag's lines and the inserted one side by side.
 * `added` tells whether the line is the new one: no new line means the add was refused.
 */
async function insertAndReadBag(db: Db, userId: string, productId: string, quantity: number) {
  const added = db.$with('added').as(
    db
      .insert(cartItems)
      .select((qb) =>
        qb
          .select({
            userId: sql<string>`${userId}`.as('user_id'),
            productId: products.id,
            quantity: sql<number>`cast(${quantity} as integer)`.as('quantity'),
            size: sql<string>`''`.as('size'),
            addedAt: sql<string>`now()`.as('added_at'),
          })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.status, 'active'), gte(products.inventory, quantity))),
      )
      .onConflictDoNothing()
      .returning({ productId: cartItems.productId, quantity: cartItems.quantity, size: cartItems.size }),
  );
  const lines = unionAll(
    db
      .select({
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        size: cartItems.size,
        added: sql<boolean>`false`.as('added'),
        // The new line comes last, as it will when the bag is read again (added_at, then id).
        addedAt: cartItems.addedAt,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId)),
    db
      .select({
        productId: added.productId,
        quantity: added.quantity,
        size: added.size,
        added: sql<boolean>`true`.as('added'),
        addedAt: sql<Date>`now()`.as('added_at'),
      })
      .from(added),
  ).as('lines');
  return db
    .with(added)
    .select({
      productId: lines.productId,
      quantity: lines.quantity,
      size: lines.size,
      ...LINE_PRODUCT,
      added: lines.added,
    })
    .from(lines)
    .innerJoin(products, eq(products.id, lines.productId))
    .orderBy(asc(lines.addedAt), asc(lines.productId));
}

/**
 * Refusals in the order shoppers meet them: unknown or inactive product (404), already in the
 * bag, then stock (409). An add that goes through is one statement besides the transaction's
 * (docs/decisions/179); only a refused one reads why: the product, and this shopper's line of it.
 */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<CartResponse> {
  const rows = await insertAndReadBag(db, userId, productId, quantity);
  if (rows.some((row) => row.added)) return toCart(rows);
  const [found] = await db
    .select({ inventory: products.inventory, inBag: cartItems.productId })
    .from(products)
    .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId)))
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
    .limit(1);
  if (!found) throw ApiError.notFound(messages.productNotFound);
  if (found.inBag !== null) throw ApiError.conflict(cartMessages.alreadyInCart);
  checkStock(found.inventory, quantity);
  // Active, in stock and not in the bag now: a line added and removed by another request in
  // between. The shopper's bag changed under this add; saying so is the honest answer.
  throw ApiError.conflict(cartMessages.alreadyInCart);
}

export async function setCartQuantity(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<CartResponse> {
  const [line] = await db
    .select({ inventory: products.inventory, status: products.status })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  if (!line) throw ApiError.notFound(cartMessages.notInCart);
  checkStock(line.status === 'active' ? line.inventory : 0, quantity);
  await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return readCart(db, userId);
}
