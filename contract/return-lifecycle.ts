import { z } from 'zod';
import { returnMessages } from './returns';
import type { ReturnStatus } from './statuses';

/**
 * A return's life (docs/decisions/141). The combined selector of spec 001 s4 offers every pair;
 * the server takes only these moves. Refunded is reached only through a refund that was made
 * (online) or recorded (cash on delivery), and is final. Picked Up can be set by hand for a
 * parcel the shopper brought or sent back themselves; Request Pickup books the courier.
 */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  Requested: ['Approved', 'Rejected'],
  Approved: ['Picked Up', 'Rejected'],
  'Picked Up': [],
  Rejected: ['Approved'],
  Refunded: [],
};

/** A refund can be made once the return is approved (or its parcel is on its way back). */
export const REFUNDABLE_RETURN_STATUSES: readonly ReturnStatus[] = ['Approved', 'Picked Up'];

export function returnTargets(status: string): readonly ReturnStatus[] {
  return RETURN_TRANSITIONS[status as ReturnStatus] ?? [];
}

/** How money went back: through the gateway for online orders, or recorded by staff for COD. */
export const REFUND_METHODS = ['gateway', 'cash', 'upi', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABEL: Record<RefundMethod, string> = {
  gateway: 'Original payment method',
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
};
/** Methods staff record by hand (COD orders). */
export const RECORDED_REFUND_METHODS = ['cash', 'upi', 'bank_transfer'] as const;
export type RecordedRefundMethod = (typeof RECORDED_REFUND_METHODS)[number];

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundRecordMessages = {
  method: 'Choose how the money was returned',
  reference: 'Enter the payment reference',
  referenceTooLong: 'The reference must be at most 100 characters',
} as const;
const refundMethodField = z.enum(RECORDED_REFUND_METHODS, { error: refundRecordMessages.method });
const referenceField = z
  .string({ error: refundRecordMessages.reference })
  .trim()
  .min(1, refundRecordMessages.reference)
  .max(100, refundRecordMessages.referenceTooLong);

/** Body of process-refund: empty for an online order; method and reference for a COD one. */
export const processRefundSchema = z.object({
  method: refundMethodField.optional(),
  reference: referenceField.optional(),
});
export type ProcessRefundInput = z.input<typeof processRefundSchema>;

/** A COD refund: staff returned the money by hand and say how, with a reference (UPI id, receipt). */
export const recordedRefundSchema = z.object({ method: refundMethodField, reference: referenceField });
export type RecordedRefundInput = z.input<typeof recordedRefundSchema>;

export const returnLifecycleMessages = {
  notAllowed: (from: string, to: string) => `A return that is ${from} cannot be set to ${to}`,
  refundedIsFinal: 'This return has been refunded; its status can no longer change',
  useRefund: 'Use Process Refund to refund this return',
  notApproved: 'Approve the return before refunding it',
  refundPending: 'A refund for this return is already being processed',
  orderRefundPending: 'A refund for this order is already being processed',
  refundRecorded:
    'The refund is recorded; the payment provider has not confirmed it yet and it will be retried automatically',
} as const;

/**
 * Why the selector cannot move a return from `from` to `to`, or null when it can. The server
 * answers 409 with this message; the admin screen offers only the targets with none.
 */
export function returnChangeBlocker(from: string, to: string): string | null {
  if (from === 'Refunded') return returnLifecycleMessages.refundedIsFinal;
  if (to === 'Refunded') return returnLifecycleMessages.useRefund;
  if (!returnTargets(from).includes(to as ReturnStatus)) return returnLifecycleMessages.notAllowed(from, to);
  return null;
}

/** The facts of a return that decide whether it can be refunded or picked up. */
export type ReturnFacts = {
  status: string;
  /** The state of its live (pending or succeeded) refund, if any. */
  refundState: RefundState | null;
  pickupBooked: boolean;
};

/** Why Process Refund would be refused now (the server's 409), or null. */
export function refundBlocker(ret: ReturnFacts): string | null {
  if (ret.status === 'Refunded' || ret.refundState === 'succeeded') return returnMessages.alreadyRefunded;
  if (ret.refundState === 'pending') return returnLifecycleMessages.refundPending;
  if (ret.status === 'Rejected') return returnMessages.refundRejected;
  if (!REFUNDABLE_RETURN_STATUSES.includes(ret.status as ReturnStatus)) return returnLifecycleMessages.notApproved;
  return null;
}

/** Why Request Pickup would be refused now, or null: only an approved return without a booking. */
export function pickupBlocker(ret: ReturnFacts): string | null {
  if (ret.pickupBooked) return returnMessages.pickupDone;
  if (ret.status !== 'Approved') return returnMessages.pickupNotAllowed;
  return null;
}

/** The facts of a return as the API sends it (AdminReturn): a failed refund is not live. */
export function returnFacts(ret: {
  status: string;
  refund: { status: RefundState } | null;
  pickup: { shipRocketOrderId: string | null };
}): ReturnFacts {
  const state = ret.refund?.status ?? null;
  return {
    status: ret.status,
    refundState: state === 'failed' ? null : state,
    pickupBooked: Boolean(ret.pickup.shipRocketOrderId),
  };
}
