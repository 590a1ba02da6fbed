import { z } from 'zod';
import { ACTORS } from './status-graph';

/** Timeline entries (docs/decisions/148). */
export const ORDER_EVENT_KINDS = ['status', 'payment', 'refund', 'shipment', 'mail', 'packing', 'note'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
/** The kinds a shopper sees on their own order page. */
export const SHOPPER_EVENT_KINDS: readonly OrderEventKind[] = ['status', 'refund', 'shipment'];

export const orderEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  actor: z.enum(ACTORS),
  /** Staff member's e-mail for admin events; omitted on the shopper's side. */
  actorName: z.string().nullable().optional(),
  summary: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
