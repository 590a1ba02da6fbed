import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../../contract/cart';
import { type FavouriteItem, favouritesMessages, MAX_FAVOURITES } from '../../../contract/favourites';
import { messages } from '../../../contract/messages';
import { products } from '../../db/schema/catalogue';
import { favourites } from '../../db/schema/favourites';
import { REPLAYED_HEADER } from '../../http/idempotency';
import { registerCustomer } from '../../testing/accounts';
import { call, dataOf } from '../../testing/requests';
import { createProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('favourites (%s)', (kind) => {
  const t = useTestApp(kind);
  const shopper = async () => (await registerCustomer(t.app)).accessToken;
  const list = async (token: string) =>
    dataOf(await call<FavouriteItem[]>(t.app, 'GET', '/api/user/favourites', { token })).map((item) => item.productId);
  const add = (token: string, productId: string, headers: Record<string, string> = {}) =>
    call<FavouriteItem[]>(t.app, 'POST', `/api/user/favourites/${productId}`, { token, headers });
  const remove = (token: string, productId: string, headers: Record<string, string> = {}) =>
    call<FavouriteItem[]>(t.app, 'POST', `/api/user/favourites/remove/${productId}`, { token, headers });

  it('needs a signed-in shopper', async () => {
    const product = await createProduct(t.db);
    for (const [method, path] of [
      ['GET', '/api/user/favourites'],
      ['POST', `/api/user/favourites/${product.id}`],
      ['POST', `/api/user/favourites/remove/${product.id}`],
    ] as const) {
      const res = await call(t.app, method, path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ success: false, message: messages.notSignedIn });
    }
  });

  it('adds, lists newest first with the product, and removes', async () => {
    const token = await shopper();
    const bowl = await createProduct(t.db, { title: 'Jute bowl', pricePaise: 45_000 });
    const basket = await createProduct(t.db);
    expect((await add(token, bowl.id)).status).toBe(201);
    const second = await add(token, basket.id);
    expect(second.status).toBe(201);
    expect(dataOf(second).map((item) => item.productId)).toEqual([basket.id, bowl.id]);
    const [, first] = dataOf(second);
    expect(first?.product).toMatchObject({ _id: bowl.id, title: 'Jute bowl', numericPrice: 450, slug: bowl.slug });
    expect(Number.isNaN(Date.parse(first?.addedAt ?? ''))).toBe(false);

    const removed = await remove(token, bowl.id);
    expect(removed.status).toBe(200);
    expect(dataOf(removed).map((item) => item.productId)).toEqual([basket.id]);
    expect(await list(token)).toEqual([basket.id]);
  });

  it('treats adding twice and removing an absent favourite as no-ops', async () => {
    const token = await shopper();
    const product = await createProduct(t.db);
    expect((await add(token, product.id)).status).toBe(201);
    const again = await add(token, product.id);
    expect(again.status).toBe(200);
    expect(dataOf(again).map((item) => item.productId)).toEqual([product.id]);
    await remove(token, product.id);
    const absent = await remove(token, product.id);
    expect(absent.status).toBe(200);
    expect(dataOf(absent)).toEqual([]);
  });

  it('refuses an unknown or inactive product with 404, and hides one taken off sale', async () => {
    const token = await shopper();
    expect((await add(token, 'no-such-product')).body).toEqual({ success: false, message: messages.productNotFound });
    const inactive = await createProduct(t.db, { status: 'inactive' });
    expect((await add(token, inactive.id)).status).toBe(404);
    const product = await createProduct(t.db);
    await add(token, product.id);
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));
    expect(await list(token)).toEqual([]);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, product.id));
    expect(await list(token)).toEqual([product.id]);
  });

  it('keeps each shopper to their own favourites', async () => {
    const a = await shopper();
    const b = await shopper();
    const product = await createProduct(t.db);
    await add(a, product.id);
    expect(await list(b)).toEqual([]);
    // B removing the same product touches only B's (absent) row.
    await remove(b, product.id);
    expect(await list(a)).toEqual([product.id]);
  });

  it(`stops at ${MAX_FAVOURITES} favourites with a message, but re-adding a held one still answers`, async () => {
    const token = await shopper();
    const product = await createProduct(t.db);
    await add(token, product.id);
    const fillers = await Promise.all(Array.from({ length: MAX_FAVOURITES - 1 }, () => createProduct(t.db)));
    const [row] = await t.db.select().from(favourites).where(eq(favourites.productId, product.id));
    if (!row) throw new Error('favourite row missing');
    await t.db.insert(favourites).values(fillers.map((filler) => ({ userId: row.userId, productId: filler.id })));
    const over = await add(token, (await createProduct(t.db)).id);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ success: false, message: favouritesMessages.tooMany });
    expect((await add(token, product.id)).status).toBe(200);
  });

  describe('Idempotency-Key', () => {
    it('replays an add exactly once: a replay after a remove does not bring it back', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      const headers = { 'Idempotency-Key': 'fav-replay-0001' };
      const first = await add(token, product.id, headers);
      expect(first.status).toBe(201);
      await remove(token, product.id);
      const replay = await add(token, product.id, headers);
      expect(replay.status).toBe(201);
      expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(replay.body).toEqual(first.body);
      expect(await list(token)).toEqual([]);
    });

    it('replays a remove, and a refusal as the same refusal', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      await add(token, product.id);
      const headers = { 'Idempotency-Key': 'fav-remove-0001' };
      expect((await remove(token, product.id, headers)).status).toBe(200);
      await add(token, product.id);
      const replay = await remove(token, product.id, headers);
      expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(await list(token)).toEqual([product.id]);

      const refused = { 'Idempotency-Key': 'fav-refusal-001' };
      expect((await add(token, 'missing-product', refused)).status).toBe(404);
      const again = await add(token, 'missing-product', refused);
      expect(again.status).toBe(404);
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    });

    it('applies 10 concurrent adds with one key once, and refuses the key for another product', async () => {
      const token = await shopper();
      const product = await createProduct(t.db);
      const headers = { 'Idempotency-Key': 'fav-concurrent1' };
      const results = await Promise.all(Array.from({ length: 10 }, () => add(token, product.id, headers)));
      expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
      expect(results.filter((result) => result.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(9);
      const other = await add(token, (await createProduct(t.db)).id, headers);
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ message: cartMessages.idempotencyKeyReused });
      // Keys are per shopper: another shopper's identical key is a new request.
      expect((await add(await shopper(), product.id, headers)).status).toBe(201);
    });
  });
});
