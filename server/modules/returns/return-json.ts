import type { ReturnRequest } from '../../../contract/order';
import type { ReturnStatus } from '../../../contract/statuses';
import type { returns } from '../../db/schema/returns';

export type ReturnRow = typeof returns.$inferSelect;

/** Where the shopper who filed the return, and staff, read its photo (docs/decisions/147). */
export function returnPhotoUrl(returnId: string): string {
  return `/api/orders/return-photo/${returnId}`;
}

export function returnRequestJson(row: ReturnRow): ReturnRequest {
  return {
    _id: row.id,
    status: row.status as ReturnStatus,
    reason: row.reason,
    description: row.description,
    refundMethod: row.refundMethod,
    // The column only says a photo was sent; older rows hold the retired public URL.
    image: row.image ? returnPhotoUrl(row.id) : null,
    requestedAt: row.requestedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    userId: row.userId ?? '',
    orderId: row.orderId,
    productId: row.productId ?? '',
  };
}
