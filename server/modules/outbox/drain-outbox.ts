import type { Db } from '../../db/client';
import { type Claim, claimDueRows, type OutboxTable, releaseClaims } from './claim-due-rows';

/** Rows claimed per statement, and at most per run: the next tick takes the rest. */
const BATCH = 20;
const MAX_PER_RUN = 200;

export type Drain<Row extends Claim, Tally extends Record<string, number>> = {
  table: OutboxTable;
  /** How long a claimed row is kept from other dispatchers: longer than one send may take. */
  leaseMinutes: number;
  /** The claimed rows in full (claimDueRows). */
  read: (ids: string[]) => Promise<Row[]>;
  /** Sends one row and records its outcome; the answer is the count it adds to. */
  deliver: (row: Row) => Promise<keyof Tally>;
};

/**
 * Sends an outbox's due rows, claimed a batch at a time so that two dispatchers never send the
 * same one (claim-due-rows.ts), and counts the outcomes in `tally`. On shutdown (`signal`) the
 * claims not yet tried are given back at once. Delivery is at least once: if the process dies
 * between a send and its record, the row goes again when its claim's lease ends.
 */
export async function drainOutbox<Row extends Claim, Tally extends Record<string, number>>(
  db: Db,
  drain: Drain<Row, Tally>,
  tally: Tally,
  now: Date,
  signal?: AbortSignal,
): Promise<Tally> {
  const counts: Record<keyof Tally, number> = tally;
  let taken = 0;
  while (taken < MAX_PER_RUN && !signal?.aborted) {
    const claim = { limit: Math.min(BATCH, MAX_PER_RUN - taken), leaseMinutes: drain.leaseMinutes };
    const batch = await claimDueRows(db, drain.table, now, claim, drain.read);
    if (batch.length === 0) break;
    taken += batch.length;
    for (const [index, row] of batch.entries()) {
      if (signal?.aborted) {
        await releaseClaims(db, drain.table, batch.slice(index), now);
        break;
      }
      counts[await drain.deliver(row)]++;
    }
  }
  return tally;
}
