import type { ReturnRequest } from '../../../contract/order';
import type { ReturnStatus } from '../../../contract/statuses';
import type { returns } from '../../db/schema';

export type ReturnRow = typeof returns.$inferSelect;

/** Statuses of a return still under way: the order keeps its return state while one remains. */
export const OPEN_RETURN_STATUSES: ReturnStatus[] = ['Requested', 'Approved', 'Picked Up'];

export function returnRequestJson(row: ReturnRow): ReturnRequest {
  return {
    _id: row.id,
    status: row.status as ReturnStatus,
    reason: row.reason,
    description: row.description,
    refundMethod: row.refundMethod,
    image: row.image,
    requestedAt: row.requestedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    userId: row.userId ?? '',
    orderId: row.orderId,
    productId: row.productId ?? '',
  };
}
