import type { AdminReturn } from '../../../contract/admin-returns';
import { adminReturnsApi } from '../../../contract/api/admin-returns';
import { type ReceiveReturnInput, receiveReturnSchema } from '../../../contract/return-lifecycle';
import { callAdmin } from '../../api/call';

/** POST /api/admin/returns/{id}/receive: the goods are at the workshop, with what staff found per unit. */
export function receiveReturn(id: string, input: ReceiveReturnInput): Promise<AdminReturn> {
  return callAdmin(adminReturnsApi.receive, { params: { id }, body: receiveReturnSchema.parse(input) });
}
