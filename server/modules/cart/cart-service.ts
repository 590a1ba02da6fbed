import { and, asc, eq } from 'drizzle-orm';
import { cartMessages } from '../../../contract/cart';
import { messages } from '../../../contract/messages';
import type { CartLine, CartResponse } from '../../../contract/order';
import type { Db } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { rupeesOf } from '../catalogue/product-json';

/**
 * The bag as the API sends it. Prices and stock are read from the products table on every
 * call: nothing the client sends is ever a price. An inactive product shows 0 in stock.
 */
export async function readCart(db: Db, userId: string): Promise<CartResponse> {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  const cart: CartLine[] = rows.map(({ item, product }) => ({
    _id: product.id,
    productId: product.id,
    title: product.title,
    price: rupeesOf(product.pricePaise),
    image: product.images[0]?.src ?? '',
    size: item.size,
    quantity: item.quantity,
    slug: product.slug,
    inventory: product.status === 'active' ? product.inventory : 0,
  }));
  const valuePaise = rows.reduce((sum, { item, product }) => sum + product.pricePaise * item.quantity, 0);
  return { cart, value: rupeesOf(valuePaise) };
}

async function activeProduct(db: Db, productId: string) {
  const [product] = await db
    .select({ id: products.id, inventory: products.inventory })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
    .limit(1);
  if (!product) throw ApiError.notFound(messages.productNotFound);
  return product;
}

function checkStock(inventory: number, quantity: number): void {
  if (inventory <= 0) throw ApiError.conflict(cartMessages.outOfStock);
  if (quantity > inventory) throw ApiError.conflict(cartMessages.notEnoughStock(inventory));
}

export async function addToCart(db: Db, userId: string, productId: string, quantity: number): Promise<CartResponse> {
  const product = await activeProduct(db, productId);
  const [existing] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  if (existing) throw ApiError.conflict(cartMessages.alreadyInCart);
  checkStock(product.inventory, quantity);
  // The primary key decides between two adds racing past the check above.
  const inserted = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoNothing()
    .returning({ productId: cartItems.productId });
  if (inserted.length === 0) throw ApiError.conflict(cartMessages.alreadyInCart);
  return readCart(db, userId);
}

/** Removing a line that is not there is a no-op: the desired state already holds (decisions/073). */
export async function removeFromCart(db: Db, userId: string, productId: string): Promise<CartResponse> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
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
