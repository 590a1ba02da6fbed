import type { Actor } from './status-graph';

/** Timeline entries (docs/decisions/148). */
export const ORDER_EVENT_KINDS = ['status', 'payment', 'refund', 'shipment', 'mail', 'packing', 'note'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
/** The kinds a shopper sees on their own order page. */
export const SHOPPER_EVENT_KINDS: readonly OrderEventKind[] = ['status', 'refund', 'shipment'];

export type OrderEvent = {
  _id: string;
  at: string;
  kind: OrderEventKind;
  actor: Actor;
  /** Staff member's e-mail for admin events; omitted on the shopper's side. */
  actorName?: string | null;
  summary: string;
};
