import { and, asc, eq, inArray } from 'drizzle-orm';
import { cartMessages } from '../../../contract/cart';
import type { PlaceOrderInput } from '../../../contract/checkout';
import { formatPaise } from '../../../contract/money';
import type { Address } from '../../../contract/order';
import type { PaymentMethod } from '../../../contract/statuses';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { orderItems, orders } from '../../db/schema/orders';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { newObjectId } from '../../lib/object-id';
import { applyOffer } from '../offers/apply-offer';
import { redeemOffer } from '../offers/offer-redemption';
import { recordEvent } from '../order-timeline/record-event';
import type { OrderItemWithStock, OrderRow } from './order-json';
import { recordBagSale, takeBagStock } from './stock';

export type PlacedOrder = { row: OrderRow; items: OrderItemWithStock[] };
type PlaceOrderData = Omit<PlaceOrderInput, 'deliveryPhone' | 'myinfo' | 'offerCode'> & {
  deliveryPhone?: string;
  myinfo?: { email: string; name: string; surname: string };
  offerCode?: string;
};

/**
 * Turns the shopper's bag into an order, inside the caller's transaction: bag rows are locked
 * (so the same bag cannot be ordered twice at once), stock is reserved at database prices,
 * the order and its lines are written. An offer code is checked and priced here, at the same
 * prices, and its use recorded with the order (one use per shopper, docs/decisions/221): the
 * order's total is what the shopper pays, each line keeps its share of the discount. COD empties the bag here; an online order keeps it
 * until the payment is verified (docs/decisions/071).
 */
export async function placeOrder(
  tx: Db,
  user: UserRow,
  input: PlaceOrderData,
  method: PaymentMethod,
  now: Date,
): Promise<PlacedOrder> {
  const bag = await tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, size: cartItems.size })
    .from(cartItems)
    .where(eq(cartItems.userId, user.id))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId))
    .for('update');
  if (bag.length === 0) throw ApiError.conflict(cartMessages.emptyCart);
  const lines = await takeBagStock(tx, bag);

  const { deliveryPhone, myinfo, offerCode, ...billing } = input;
  const address: Address = { ...(billing as Address), phone: deliveryPhone ?? billing.phone ?? '' };
  const id = newObjectId();
  const values = lines.map((line) => ({ valuePaise: line.pricePaise * line.quantity, department: line.department }));
  const offer = offerCode ? await applyOffer(tx, user.id, offerCode, values, now) : null;
  const subtotalPaise = values.reduce((sum, line) => sum + line.valuePaise, 0);
  const discountPaise = offer?.discountPaise ?? 0;
  const [row] = await tx
    .insert(orders)
    .values({
      id,
      userId: user.id,
      customerName: myinfo ? `${myinfo.name} ${myinfo.surname}` : `${user.firstName} ${user.lastName}`.trim(),
      customerEmail: user.email,
      status: method === 'COD' ? 'Placed' : 'Awaiting Payment',
      paymentStatus: method === 'COD' ? 'cod_due' : 'awaiting',
      totalPaise: subtotalPaise - discountPaise,
      offerCode: offer?.offer.code ?? null,
      discountPaise,
      paymentMethod: method,
      address: [address],
      tracking: 'NA',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  if (offer) await redeemOffer(tx, user.id, offer.offer, id);
  await recordBagSale(tx, id, lines);
  const items = await tx
    .insert(orderItems)
    .values(
      lines.map((line, position) => ({
        id: newObjectId(now),
        orderId: id,
        position,
        productId: line.productId,
        title: line.title,
        pricePaise: line.pricePaise,
        image: line.image,
        slug: line.slug,
        size: line.size,
        quantity: line.quantity,
        discountPaise: offer?.lineDiscounts[position] ?? 0,
      })),
    )
    .returning();
  await recordEvent(tx, {
    orderId: id,
    kind: 'status',
    actor: 'customer',
    by: { id: user.id, name: user.email },
    summary: `${method === 'COD' ? 'Order placed (cash on delivery)' : 'Order placed, awaiting online payment'}${
      offer ? `, offer ${offer.offer.code} took ${formatPaise(discountPaise)} off` : ''
    }`,
    at: now,
  });
  if (method === 'COD')
    await emptyBagOf(
      tx,
      user.id,
      lines.map((line) => line.productId),
    );
  return { row, items: items.map((item) => ({ ...item, inventory: 0, articleCode: null })) };
}

/** Removes the ordered products from the bag; lines added since stay. */
export async function emptyBagOf(tx: Db, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
