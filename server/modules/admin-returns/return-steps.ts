import { and, asc, inArray, sql } from 'drizzle-orm';
import type { ReturnStep } from '../../../contract/admin-returns';
import { RETURN_STEP_TITLE, type ReturnStepKey } from '../../../contract/return-lifecycle';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema/orders';

export type ReturnHistory = { steps: ReturnStep[]; lastScan: string | null };

const isStep = (value: unknown): value is ReturnStepKey => typeof value === 'string' && value in RETURN_STEP_TITLE;

/**
 * A return's steps with their times, read from the order's timeline: the one writer of returns
 * (returns/transition-return.ts) records each step there with the return's id, and the tracking
 * job records the courier's scans of its parcel beside them. One query for all the returns.
 */
export async function loadReturnSteps(db: Db, returnIds: string[]): Promise<Map<string, ReturnHistory>> {
  const byReturn = new Map<string, ReturnHistory>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .select({ at: orderEvents.at, summary: orderEvents.summary, data: orderEvents.data })
    .from(orderEvents)
    .where(and(inArray(sql`${orderEvents.data} ->> 'returnId'`, returnIds)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  for (const row of rows) {
    const returnId = String(row.data?.returnId ?? '');
    const history = byReturn.get(returnId) ?? { steps: [], lastScan: null };
    const step = row.data?.step;
    if (isStep(step)) {
      const detail = row.data?.detail;
      history.steps.push({
        key: step,
        at: row.at.toISOString(),
        title: RETURN_STEP_TITLE[step],
        detail: typeof detail === 'string' && detail ? detail : null,
      });
    } else if (row.data?.activity) history.lastScan = row.summary;
    byReturn.set(returnId, history);
  }
  return byReturn;
}
