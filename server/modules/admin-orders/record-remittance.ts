import type { Order } from '../../../contract/order';
import { remittanceMessages } from '../../../contract/shipments';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { changeOrderFacts } from '../orders/change-order-facts';
import { getOrder, staffOf } from './change-status';

/**
 * The courier paid over the cash it collected for a COD order (docs/decisions/191): "Delivered
 * — cash to remit" becomes Paid, with the remittance's reference (the bank UTR) on the
 * timeline. From staff, or from the sandbox's remittance answer (jobs/cod-remittance).
 */
export async function recordCodRemittance(
  tx: Db,
  orderId: string,
  remitted: { reference: string; actor: 'admin' | 'system'; by?: { id: string; name: string } | null },
): Promise<void> {
  await changeOrderFacts(tx, {
    orderId,
    payment: { from: ['cod_to_remit'], to: 'paid' },
    refusal: remittanceMessages.notAwaiting,
    event: {
      kind: 'payment',
      actor: remitted.actor,
      by: remitted.by ?? null,
      summary: `Cash on delivery remitted by the courier (reference ${remitted.reference})`,
      data: { reference: remitted.reference },
    },
  });
}

export async function confirmCodRemittance(db: Db, id: string, reference: string, staff: UserRow): Promise<Order> {
  await db.transaction((tx) => recordCodRemittance(tx, id, { reference, actor: 'admin', by: staffOf(staff) }));
  return getOrder(db, id);
}
