import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { offersApi } from '../../../contract/api/offers';
import { cartMessages } from '../../../contract/cart';
import { rupeesFromPaise } from '../../../contract/money';
import type { OfferQuote } from '../../../contract/offers';
import { cartItems } from '../../db/schema/cart';
import { products } from '../../db/schema/catalogue';
import { ApiError } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireCustomer } from '../../http/require-auth';
import { readInput } from '../../http/route-input';
import { applyOffer } from './apply-offer';

/**
 * Offers (docs/decisions/220), mounted at /api/offers. The quote prices the bag the server holds
 * with a code, by the same rules and arithmetic the order uses (applyOffer): the checkout shows
 * its discount line and total from here. It changes nothing; the code is used when the order is
 * placed with it.
 */
export function offersRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  app.post('/quote', customer, async (c) => {
    const { offerCode } = (await readInput(c, offersApi.quote)).body;
    const user = c.get('auth').user;
    const bag = await deps.db
      .select({ pricePaise: products.pricePaise, quantity: cartItems.quantity, department: products.department })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, user.id));
    if (bag.length === 0) throw ApiError.conflict(cartMessages.emptyCart);
    const lines = bag.map((line) => ({ valuePaise: line.pricePaise * line.quantity, department: line.department }));
    const applied = await applyOffer(deps.db, user.id, offerCode, lines, deps.now());
    const subtotalPaise = lines.reduce((sum, line) => sum + line.valuePaise, 0);
    return ok<OfferQuote>(c, {
      code: applied.offer.code,
      title: applied.offer.title,
      detail: applied.offer.detail,
      subtotal: rupeesFromPaise(subtotalPaise),
      discount: rupeesFromPaise(applied.discountPaise),
      total: rupeesFromPaise(subtotalPaise - applied.discountPaise),
    });
  });

  return app;
}
