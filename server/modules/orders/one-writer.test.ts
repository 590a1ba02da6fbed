import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../lib/project-root';

/**
 * One writer per state (DESIGN.md; docs/decisions/193): an order's status, payment, fulfilment
 * and return states, and a return's status, are written only by the lifecycle's writers listed
 * below, each under the order's row lock. This test reads the server's code and fails on a write of those
 * columns anywhere else.
 */
const WRITERS = new Set([
  // An order's status (with its stock move, refund, mail): the lifecycle table.
  'server/modules/orders/transition-order.ts',
  // Its payment and fulfilment facts beside the status: a shipment booked or cancelled, cash remitted.
  'server/modules/orders/change-order-facts.ts',
  // A return's status and the order state it causes, order row first (decision 189).
  'server/modules/returns/transition-return.ts',
  'server/modules/returns/order-return-state.ts',
  // Money that came back through a whole-order refund (decision 143): the refund's completion.
  'server/modules/refunds/refunds.ts',
]);

const STATE_COLUMNS: Record<string, readonly string[]> = {
  orders: ['status', 'paymentStatus', 'fulfillmentStatus', 'returnStatus'],
  returns: ['status'],
};

/** The `.set({...})` text of each `.update(<table>)` in a source, with its line. */
function stateWrites(source: string): { table: string; line: number; columns: string[] }[] {
  const writes: { table: string; line: number; columns: string[] }[] = [];
  for (const match of source.matchAll(/\.update\((orders|returns)\)\s*\.set\(/g)) {
    const table = match[1] ?? '';
    let depth = 0;
    let end = (match.index ?? 0) + match[0].length - 1;
    do {
      const char = source[end];
      if (char === '(') depth++;
      if (char === ')') depth--;
      end++;
    } while (depth > 0 && end < source.length);
    const set = source.slice((match.index ?? 0) + match[0].length, end);
    const columns = (STATE_COLUMNS[table] ?? []).filter((column) => new RegExp(`\\b${column}\\b\\s*[:,}]`).test(set));
    if (columns.length > 0) writes.push({ table, line: source.slice(0, match.index).split('\n').length, columns });
  }
  for (const match of source.matchAll(
    /update\s+"?(orders|returns)"?\s+set\s+[^;]*?\b(status|payment_status|fulfillment_status|return_status)\b/gi,
  ))
    writes.push({
      table: match[1] ?? '',
      line: source.slice(0, match.index).split('\n').length,
      columns: [match[2] ?? ''],
    });
  // A completed refund's columns come from one helper (server/db/refunded-amount.ts).
  for (const match of source.matchAll(/\.\.\.refundedAmountColumns\(/g))
    writes.push({ table: 'orders', line: source.slice(0, match.index).split('\n').length, columns: ['paymentStatus'] });
  return writes;
}

function serverSources(root: string): string[] {
  const dir = path.join(root, 'server');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !/^(testing|db[/\\](seed|migrations))[/\\]/.test(file))
    .map((file) => `server/${file.split(path.sep).join('/')}`);
}

describe('one writer per state', () => {
  it('finds a state write in a sample, and none in a write of other columns', () => {
    expect(stateWrites("await tx.update(orders).set({ tracking, status: 'Shipped' }).where(x);")).toEqual([
      { table: 'orders', line: 1, columns: ['status'] },
    ]);
    expect(stateWrites('tx.update(returns)\n  .set({ updatedAt: now, status })\n  .where(x)')).toHaveLength(1);
    expect(stateWrites('tx.update(orders).set({ tracking, packerId: null }).where(x)')).toEqual([]);
    expect(stateWrites(`sql\`update orders set payment_status = 'paid'\``)).toHaveLength(1);
    expect(stateWrites('tx.update(orders).set({ ...refundedAmountColumns(paise) })')).toHaveLength(1);
  });

  it("leaves order and return states to the lifecycle's writers", () => {
    const root = findProjectRoot();
    const elsewhere = serverSources(root)
      .filter((file) => !WRITERS.has(file))
      .flatMap((file) =>
        stateWrites(readFileSync(path.join(root, file), 'utf8')).map(
          (write) => `${file}:${write.line} writes ${write.table}.${write.columns.join(', ')}`,
        ),
      );
    expect(elsewhere).toEqual([]);
  });
});
