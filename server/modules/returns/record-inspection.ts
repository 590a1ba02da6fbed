import type { ReturnUnitOutcome } from '../../../contract/return-lifecycle';
import type { Db } from '../../db/client';
import { returnUnits } from '../../db/schema/returns';
import { newObjectId } from '../../lib/object-id';
import { restockReturnedUnits } from './restock-returned-units';
import type { ReturnRow } from './return-json';

/**
 * What staff found on receipt, unit by unit (docs/decisions/188): the good units go back in
 * stock once through restockReturnedUnits, every unit is kept with its outcome and note. Only
 * transition-return.ts calls it, when a return is received under the order's row lock. Answers
 * whether stock moved (a deleted or inactive product's units are not restocked).
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
  const restocked = await restockReturnedUnits(tx, {
    productId: ret.productId,
    quantity: units.filter((unit) => unit.outcome === 'restock').length,
    orderId: input.orderId,
    returnId: ret.id,
    by: input.by,
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
