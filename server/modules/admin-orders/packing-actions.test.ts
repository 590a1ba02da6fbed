import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PACKING_NOTE_MAX, packingMessages } from '../../../contract/packing';
import { products } from '../../db/schema/catalogue';
import { orderEvents, orders } from '../../db/schema/orders';
import { createAdmin } from '../../testing/accounts';
import { insertTestOrder, someProducts } from '../../testing/orders';
import { claimedId, signInTablet, type Tablet } from '../../testing/packing';
import { dataOf } from '../../testing/requests';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(TEST_DATABASE_KINDS)('packing desk packed and skip on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let staff: { id: string; email: string };
  let first: Tablet;
  let second: Tablet;
  beforeAll(async () => {
    staff = await createAdmin(t.db);
    first = await signInTablet(t.app, staff.email);
    second = await signInTablet(t.app, staff.email);
  });
  beforeEach(async () => {
    await t.db.delete(orders);
  });

  const stockOf = async (ids: string[]) =>
    new Map(
      (await t.db.select().from(products).where(inArray(products.id, ids))).map((p) => [p.id, p.inventory] as const),
    );

  it('packed by the holder: Processing with a timeline entry, stock unchanged, the next order claimed', async () => {
    const lines = (await someProducts(t.db, 3)).map((p) => ({ productId: p.id, quantity: 2 }));
    const id = await insertTestOrder(t.db, { status: 'Placed', paymentMethod: 'COD', lines, createdAt: minutesAgo(9) });
    const next = await insertTestOrder(t.db, { status: 'Paid' });
    const productIds = lines.map((line) => line.productId);
    const stockBefore = await stockOf(productIds);

    const claim = dataOf(await first.claim());
    expect(claim.order?._id).toBe(id);
    expect(claim.order?.cart).toHaveLength(3);
    expect(claim.order?.paymentStatus).toBe('cod_due');

    const answer = dataOf(await first.packed(id));
    expect(answer.packed).toMatchObject({ _id: id, status: 'Processing', fulfillmentStatus: 'packed' });
    expect(answer.next.order?._id).toBe(next);
    expect(answer.next.waiting).toBe(0);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'Processing', packerId: null, packingLeaseUntil: null });
    expect(await stockOf(productIds)).toEqual(stockBefore);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'status', actor: 'admin', actorId: staff.id, actorName: staff.email }),
    ]);
    expect(events[0]?.summary).toMatch(/Processing/);

    // Packing the same order again is refused: it is no longer waiting.
    const again = await first.packed(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(packingMessages.noLongerReady('Processing'));
  });

  it('packed by a tablet that does not hold the order: 409, nothing changes', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    const unclaimed = await first.packed(id);
    expect(unclaimed.status).toBe(409);
    expect(unclaimed.body.message).toBe(packingMessages.notClaimed);

    expect(claimedId(await first.claim())).toBe(id);
    const other = await second.packed(id);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(packingMessages.heldElsewhere(staff.email));

    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('Paid');
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toEqual([]);
    expect((await first.packed('000000000000000000000000')).status).toBe(404);
  });

  it('skip needs a note of at most the limit, from the holder', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await first.claim())).toBe(id);
    for (const body of [undefined, {}, { note: '' }, { note: '   ' }, { note: 42 }]) {
      const res = await first.skip(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(packingMessages.noteRequired);
      expect(!res.body.success && res.body.errors?.note).toBe(packingMessages.noteRequired);
    }
    const long = await first.skip(id, { note: 'x'.repeat(PACKING_NOTE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(!long.body.success && long.body.errors?.note).toBe(packingMessages.noteTooLong);

    const other = await second.skip(id, { note: 'Not mine' });
    expect(other.status).toBe(409);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ packingSkippedAt: null, packingNote: null });
    expect(row?.packerId).not.toBeNull();
  });

  it('skip moves the order to the back with its note and an event, and hands over the next order', async () => {
    const skipped = await insertTestOrder(t.db, { status: 'Paid', createdAt: minutesAgo(30) });
    const later = await insertTestOrder(t.db, { status: 'Placed', paymentMethod: 'COD', createdAt: minutesAgo(20) });
    expect(claimedId(await first.claim())).toBe(skipped);

    const answer = dataOf(await first.skip(skipped, { note: '  Blue tote out of stock on the shelf  ' }));
    expect(answer.order?._id).toBe(later);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, skipped));
    expect(row).toMatchObject({ status: 'Paid', packerId: null, packingLeaseUntil: null });
    expect(row?.packingNote).toBe('Blue tote out of stock on the shelf');
    expect(row?.packingSkippedAt).toBeInstanceOf(Date);
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, skipped), eq(orderEvents.kind, 'packing')));
    expect(events).toEqual([
      expect.objectContaining({
        actor: 'admin',
        actorId: staff.id,
        actorName: staff.email,
        summary: 'Skipped at the packing desk: Blue tote out of stock on the shelf',
        data: { note: 'Blue tote out of stock on the shelf' },
      }),
    ]);

    // An order placed after the skip still comes before the skipped one.
    const newer = await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await second.claim())).toBe(newer);
    const back = dataOf(await second.release(newer));
    expect(back.released).toBe(true);
    expect(claimedId(await second.claim())).toBe(newer);
    const third = await signInTablet(t.app, staff.email);
    const last = dataOf(await third.claim());
    expect(last.order?._id).toBe(skipped);
    expect(last.lastSkip).toEqual({ at: expect.any(String), note: 'Blue tote out of stock on the shelf' });
  });

  it('skipping the only order answers nothing to pack rather than the same order again', async () => {
    const id = await insertTestOrder(t.db, { status: 'Paid' });
    expect(claimedId(await first.claim())).toBe(id);
    const answer = dataOf(await first.skip(id, { note: 'Jute basket torn' }));
    expect(answer.order).toBeNull();
    expect(answer.waiting).toBe(1);
    // Asked again, the desk offers it: it is the only one left.
    expect(claimedId(await first.claim())).toBe(id);
  });
});
