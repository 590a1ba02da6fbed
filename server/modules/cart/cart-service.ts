import { and, eq } from 'drizzle-orm';
import { cartMessages } from '../../../contract/cart';
import { messages } from '../../../contract/messages';
import type { CartResponse } from '../../../contract/order';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { ApiError } from '../../http/api-error';
import { readCart } from './read-cart';

function checkStock(inventory: number, quantity: number): void {
  if (inventory <= 0) throw ApiError.conflict(cartMessages.outOfStock);
  if (quantity > inventory) throw ApiError.conflict(cartMessages.notEnoughStock(inventory));
}

/**
 * Refusals in the order shoppers meet them: unknown or inactive product (404), already in the
 * bag, then stock (409). One query answers the first two: the product, and this shopper's line
 * of it if there is one.
 */
export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<CartResponse> {
  const [found] = await db
    .select({ inventory: products.inventory, inBag: cartItems.productId })
    .from(products)
    .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId)))
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
    .limit(1);
  if (!found) throw ApiError.notFound(messages.productNotFound);
  if (found.inBag !== null) throw ApiError.conflict(cartMessages.alreadyInCart);
  checkStock(found.inventory, quantity);
  // The primary key decides between two adds racing past the check above.
  const inserted = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoNothing()
    .returning({ productId: cartItems.productId });
  if (inserted.length === 0) throw ApiError.conflict(cartMessages.alreadyInCart);
  return readCart(db, userId);
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
