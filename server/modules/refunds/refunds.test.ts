import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { returnLifecycleMessages } from '../../../contract/return-lifecycle';
import { refunds } from '../../db/schema/payments';
import { ApiError } from '../../http/api-error';
import { insertTestReturn } from '../../testing/returns';
import { useTestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-databases';
import { startRefund } from './refunds';

describe.each(TEST_DATABASE_KINDS)('refunds (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('keeps one live refund per return even when two start at once: the loser gets 409, never 500', async () => {
    const made = await insertTestReturn(t.db, { status: 'Approved', paymentMethod: 'Online' });
    const request = { orderId: made.orderId, returnId: made.returnId, amountPaise: 59_900, method: 'gateway' as const };
    let firstInserted: () => void = () => {};
    const inserted = new Promise<void>((resolve) => {
      firstInserted = resolve;
    });
    // On PostgreSQL the second transaction's check cannot see the first's uncommitted row, so
    // it reaches the partial unique index, which waits for the first and then refuses it.
    // (PGlite runs transactions one at a time: there the check answers the same 409.)
    const first = t.db.transaction(async (tx) => {
      const row = await startRefund(tx, { ...request, by: null });
      firstInserted();
      await new Promise((resolve) => setTimeout(resolve, 150));
      return row;
    });
    const second = (async () => {
      if (kind === 'postgres') await inserted;
      return t.db.transaction((tx) => startRefund(tx, { ...request, by: null }));
    })();
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    const error = b.status === 'rejected' ? (b.reason as unknown) : undefined;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: returnLifecycleMessages.refundPending });
    expect(await t.db.select().from(refunds).where(eq(refunds.returnId, made.returnId))).toHaveLength(1);
  });

  it('allows a new refund once the last one failed (no money moved)', async () => {
    const made = await insertTestReturn(t.db, { status: 'Approved', paymentMethod: 'Online' });
    const request = {
      orderId: made.orderId,
      returnId: made.returnId,
      amountPaise: 59_900,
      method: 'gateway' as const,
      by: null,
    };
    const failed = await t.db.transaction((tx) => startRefund(tx, request));
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, failed.id));
    const next = await t.db.transaction((tx) => startRefund(tx, request));
    expect(next.status).toBe('pending');
    const again = t.db.transaction((tx) => startRefund(tx, request));
    await expect(again).rejects.toMatchObject({ status: 409, message: returnLifecycleMessages.refundPending });
  });
});
