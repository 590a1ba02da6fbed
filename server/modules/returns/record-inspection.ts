import type { ReturnUnitOutcome } from '../../../contract/return-lifecycle';
import type { Db } from '../../db/client';
import { returnUnits } from '../../db/schema/returns';
import { newObjectId } from '../../lib/object-id';
import { recordUnsellableReturn, restockReturnedUnits } from '../stock/returned-units';
import type { ReturnRow } from './return-json';

/**
 * What staff found on receipt, unit by unit (docs/decisions/188): the good units go back in
 * stock once through the stock ledger (restockReturnedUnits), the unsellable ones are recorded
 * there too, and every unit is kept with its outcome and note. Only transition-return.ts calls it,
 * when a return is received under the order's row lock. Answers whether stock moved (a deleted
 * product's units are not restocked).
 */
export async function recordInspection(
  tx: Db,
  input: {
    ret: ReturnRow;
    orderId: string;
    units: { outcome: ReturnUnitOutcome; note: string }[];
    by: { id: string; name: string };
    now: Date;
  },
): Promise<boolean> {
  const { ret, units, now } = input;
  const good = units.filter((unit) => unit.outcome === 'restock').length;
  const damaged = units.filter((unit) => unit.outcome !== 'restock');
  const common = { orderId: input.orderId, returnId: ret.id, by: input.by };
  // A product deleted since the order has no shelf to go back to: nothing moves (null).
  const restocked =
    ret.productId !== null &&
    good > 0 &&
    (await restockReturnedUnits(tx, { ...common, productId: ret.productId, quantity: good })) !== null;
  if (ret.productId !== null && damaged.length > 0)
    await recordUnsellableReturn(tx, {
      ...common,
      productId: ret.productId,
      quantity: damaged.length,
      note: damaged.map((unit) => unit.note).join('; '),
    });
  await tx.insert(returnUnits).values(
    units.map((unit, position) => ({
      id: newObjectId(now),
      returnId: ret.id,
      position,
      outcome: unit.outcome,
      note: unit.note,
      restocked: unit.outcome === 'restock' && restocked,
      inspectedAt: now,
      inspectedBy: input.by.name,
    })),
  );
  return restocked;
}
