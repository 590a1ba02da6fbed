import { type ReceiveReturnInput, receiveReturnSchema } from '../../../contract/return-lifecycle';
import type { AdminReturn } from '../../../contract/returns';
import { adminApi } from '../../api/client';

/** POST /api/admin/returns/{id}/receive: the goods are at the workshop, with what staff found per unit. */
export function receiveReturn(id: string, input: ReceiveReturnInput): Promise<AdminReturn> {
  return adminApi.post<AdminReturn>(
    `admin/returns/${encodeURIComponent(id)}/receive`,
    receiveReturnSchema.parse(input),
  );
}
