import { and, eq } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cartMessages } from '../../../contract/cart';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { runStatement, type Statement } from '../../db/statement';
import { ApiError } from '../../http/api-error';
import type { KeyRecord, WrittenOutcome } from '../../http/idempotency';
import type { TokenClaims } from '../../lib/tokens';
import { ADD_TO_BAG, READ_BAG, REMOVE_FROM_BAG, SET_BAG_QUANTITY } from './bag-statements';

/** The statuses of a change that went through. */
export const ADDED = 201;
export const CHANGED = 200;

type Made = { signed_in: boolean; made: boolean; json: string };

/** Who asks: a verified token's claims; each statement checks that its session is live. */
export type Shopper = Pick<TokenClaims, 'userId' | 'sessionId'>;

/** A line to add, or whose quantity to set. */
export type LineChange = Shopper & { productId: string; quantity: number };

/** The session's parameters that every bag statement starts with (bag-statements.ts). */
const sessionValues = ({ userId, sessionId }: Shopper) => [userId, sessionId, new Date().toISOString()];

/**
 * A change's statement, with the key's parameters after its own (bag-statements.ts). When the
 * statement made no change, `whyNot` reads why and throws the refusal.
 */
async function change(
  db: Db,
  statement: Statement,
  shopper: Shopper,
  values: unknown[],
  record: KeyRecord | undefined,
  status: ContentfulStatusCode,
  whyNot?: () => Promise<never>,
): Promise<WrittenOutcome> {
  const key = record ? [record.key, record.method, record.path, record.requestHash] : [null, null, null, null];
  const [row] = await runStatement<Made>(db, statement, [...sessionValues(shopper), ...values, ...key, status]);
  if (!row) throw new Error(`${statement.name} answered no row`);
  if (!row.signed_in) throw ApiError.notSignedIn();
  if (row.made) return { status, json: row.json };
  if (!whyNot) throw new Error(`${statement.name} made no change`);
  return whyNot();
}

function checkStock(inventory: number, quantity: number): void {
  if (inventory <= 0) throw ApiError.conflict(cartMessages.outOfStock);
  if (quantity > inventory) throw ApiError.conflict(cartMessages.notEnoughStock(inventory));
}

/** The bag as the API sends it (spec 000 section 7: data.cart, data.value), as JSON text. */
export async function readBag(db: Db, shopper: Shopper): Promise<string> {
  const [row] = await runStatement<Made>(db, READ_BAG, sessionValues(shopper));
  if (!row) throw new Error('the bag read answered no row');
  if (!row.signed_in) throw ApiError.notSignedIn();
  return row.json;
}

/**
 * Adds a line and answers the whole bag, in one statement (docs/decisions/179 and 196). Refusals
 * in the order shoppers meet them: unknown or inactive product (404), already in the bag, then
 * stock (409); only a refused add reads why: the product, and this shopper's line of it.
 */
export function addToBag(db: Db, line: LineChange, record?: KeyRecord): Promise<WrittenOutcome> {
  return change(db, ADD_TO_BAG, line, [line.productId, line.quantity], record, ADDED, () => whyNotAdded(db, line));
}

async function whyNotAdded(db: Db, { userId, productId, quantity }: LineChange): Promise<never> {
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

/** Removes a line and answers the rest of the bag; removing an absent line is a no-op (docs/decisions/073). */
export function removeFromBag(
  db: Db,
  shopper: Shopper,
  productId: string,
  record?: KeyRecord,
): Promise<WrittenOutcome> {
  return change(db, REMOVE_FROM_BAG, shopper, [productId], record, CHANGED);
}

/** Sets a line's quantity: 404 when the line is not in the bag, 409 when the stock cannot cover it. */
export function setBagQuantity(db: Db, line: LineChange, record?: KeyRecord): Promise<WrittenOutcome> {
  const { userId, productId, quantity } = line;
  return change(db, SET_BAG_QUANTITY, line, [productId, quantity], record, CHANGED, async () => {
    const [found] = await db
      .select({ inventory: products.inventory, status: products.status })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    if (!found) throw ApiError.notFound(cartMessages.notInCart);
    checkStock(found.status === 'active' ? found.inventory : 0, quantity);
    // In the bag and in stock now: the line or its stock changed under this request.
    throw ApiError.conflict(cartMessages.notEnoughStock(found.inventory));
  });
}
