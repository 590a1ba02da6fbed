import { z } from 'zod';
import { returnMessages } from './return-messages';
import { type OrderStatus, RETURN_STATUS_PAIRS, type ReturnStatus } from './statuses';

/**
 * How a return moves (docs/decisions/186): staff approve or reject it with the selector, Request
 * Pickup books the courier, the courier's scan says it was collected, staff receive and inspect
 * it at the workshop, and the refund closes it. A parcel the shopper brings or sends themselves
 * is received straight from Approved. A refund before receipt is an override with a reason.
 */
export type ReturnMove = 'selector' | 'pickup' | 'courier' | 'receipt' | 'refund';

export const RETURN_TRANSITIONS: Record<ReturnStatus, Partial<Record<ReturnStatus, ReturnMove>>> = {
  Requested: { Approved: 'selector', Rejected: 'selector' },
  Approved: { Rejected: 'selector', 'Pickup Booked': 'pickup', Received: 'receipt', Refunded: 'refund' },
  Rejected: { Approved: 'selector' },
  'Pickup Booked': { 'Picked Up': 'courier', Received: 'receipt', Refunded: 'refund' },
  'Picked Up': { Received: 'receipt', Refunded: 'refund' },
  Received: { Refunded: 'refund' },
  Refunded: {},
};

/** The move from `from` to `to`, if the lifecycle has one. */
export function returnMove(from: string, to: string): ReturnMove | null {
  return RETURN_TRANSITIONS[from as ReturnStatus]?.[to as ReturnStatus] ?? null;
}

/** What the combined selector may set from `status`: only the moves staff make by hand. */
export function returnTargets(status: string): readonly ReturnStatus[] {
  const moves = RETURN_TRANSITIONS[status as ReturnStatus] ?? {};
  return (Object.keys(moves) as ReturnStatus[]).filter((to) => moves[to] === 'selector');
}

/** What the selector can ever set (spec 001 s4's pairs that are still staff's to choose). */
const BY_HAND: readonly ReturnStatus[] = ['Requested', 'Approved', 'Rejected'];

/** The goods are on their way back or not yet sent: a refund now needs an override. */
export const BEFORE_RECEIPT: readonly ReturnStatus[] = ['Approved', 'Pickup Booked', 'Picked Up'];
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
  overrideReason: 'Say why the refund goes before the goods are back',
  overrideReasonTooLong: 'The reason must be at most 200 characters',
} as const;
const refundMethodField = z.enum(RECORDED_REFUND_METHODS, { error: refundRecordMessages.method });
const referenceField = z
  .string({ error: refundRecordMessages.reference })
  .trim()
  .min(1, refundRecordMessages.reference)
  .max(100, refundRecordMessages.referenceTooLong);

/**
 * Body of process-refund: empty for an online order; method and reference for a COD one; an
 * override reason when the goods are not back yet (docs/decisions/186).
 */
export const processRefundSchema = z.object({
  method: refundMethodField.optional(),
  reference: referenceField.optional(),
  overrideReason: z
    .string({ error: refundRecordMessages.overrideReason })
    .trim()
    .min(1, refundRecordMessages.overrideReason)
    .max(200, refundRecordMessages.overrideReasonTooLong)
    .optional(),
});
export type ProcessRefundInput = z.input<typeof processRefundSchema>;

/** A COD refund: staff returned the money by hand and say how, with a reference (UPI id, receipt). */
export const recordedRefundSchema = z.object({ method: refundMethodField, reference: referenceField });
export type RecordedRefundInput = z.input<typeof recordedRefundSchema>;

/** What staff find for each unit that came back (docs/decisions/188). */
export const RETURN_UNIT_OUTCOMES = ['restock', 'damaged'] as const;
export type ReturnUnitOutcome = (typeof RETURN_UNIT_OUTCOMES)[number];
export const RETURN_UNIT_OUTCOME_LABEL: Record<ReturnUnitOutcome, string> = {
  restock: 'Back in stock',
  damaged: 'Damaged',
};

export const inspectionMessages = {
  outcome: 'Choose restock or damaged for each unit',
  damageNote: 'Describe the damage',
  noteTooLong: 'The note must be at most 200 characters',
  unitCount: (units: number) => `Inspect each of the ${units} unit${units === 1 ? '' : 's'} of this return`,
  notReceivable: 'Only an approved return whose goods are not back yet can be received',
  alreadyReceived: 'This return has already been received',
} as const;

const unitSchema = z
  .object({
    outcome: z.enum(RETURN_UNIT_OUTCOMES, { error: inspectionMessages.outcome }),
    note: z.string().trim().max(200, inspectionMessages.noteTooLong).default(''),
  })
  .refine((unit) => unit.outcome !== 'damaged' || unit.note.length > 0, {
    message: inspectionMessages.damageNote,
    path: ['note'],
  });

/** POST /api/admin/returns/{id}/receive: one entry per unit of the return, in order. */
export const receiveReturnSchema = z.object({
  units: z.array(unitSchema, { error: inspectionMessages.outcome }).min(1, inspectionMessages.outcome).max(100),
});
export type ReceiveReturnInput = z.input<typeof receiveReturnSchema>;

export const returnLifecycleMessages = {
  notAllowed: (from: string, to: string) => `A return that is ${from} cannot be set to ${to}`,
  refundedIsFinal: 'This return has been refunded; its status can no longer change',
  useRefund: 'Use Process Refund to refund this return',
  notByHand: (to: string) => `${to} is set by the courier, the workshop or the refund, not by hand`,
  notApproved: 'Approve the return before refunding it',
  notReceived: 'The goods are not back yet: refund before receipt only with an override and a reason',
  refundPending: 'A refund for this return is already being processed',
  orderRefundPending: 'A refund for this order is already being processed',
  refundRecorded:
    'The refund is recorded; the payment provider has not confirmed it yet and it will be retried automatically',
  received: 'Return received',
} as const;

/**
 * Why the selector cannot move a return from `from` to `to`, or null when it can. The server
 * answers 409 with this message; the admin screen offers only the targets with none.
 */
export function returnChangeBlocker(from: string, to: string): string | null {
  if (from === 'Refunded') return returnLifecycleMessages.refundedIsFinal;
  if (to === 'Refunded') return returnLifecycleMessages.useRefund;
  if (!BY_HAND.includes(to as ReturnStatus)) return returnLifecycleMessages.notByHand(to);
  if (!returnTargets(from).includes(to as ReturnStatus)) return returnLifecycleMessages.notAllowed(from, to);
  return null;
}

/** The facts of a return that decide what staff can do with it. */
export type ReturnFacts = {
  status: string;
  /** The state of its live (pending or succeeded) refund, if any. */
  refundState: RefundState | null;
  pickupBooked: boolean;
  /** The goods are back at the workshop and inspected. */
  received: boolean;
};

/**
 * Why Process Refund would be refused now (the server's 409), or null. Before the goods are
 * back a refund is refused unless staff give an override reason (`override`).
 */
export function refundBlocker(ret: ReturnFacts, override = false): string | null {
  if (ret.status === 'Refunded' || ret.refundState === 'succeeded') return returnMessages.alreadyRefunded;
  if (ret.refundState === 'pending') return returnLifecycleMessages.refundPending;
  if (ret.status === 'Rejected') return returnMessages.refundRejected;
  if (ret.status === 'Received') return null;
  if (!BEFORE_RECEIPT.includes(ret.status as ReturnStatus)) return returnLifecycleMessages.notApproved;
  return override ? null : returnLifecycleMessages.notReceived;
}

/** Why Request Pickup would be refused now, or null: only an approved return without a booking. */
export function pickupBlocker(ret: ReturnFacts): string | null {
  if (ret.pickupBooked) return returnMessages.pickupDone;
  if (ret.status !== 'Approved') return returnMessages.pickupNotAllowed;
  return null;
}

/**
 * Why Mark received would be refused now, or null: an approved return (the shopper brought or
 * sent it), a booked or collected pickup, or one refunded early by override whose goods are
 * still on their way; once only.
 */
export function receiveBlocker(ret: ReturnFacts): string | null {
  if (ret.received) return inspectionMessages.alreadyReceived;
  if (BEFORE_RECEIPT.includes(ret.status as ReturnStatus) || ret.status === 'Refunded') return null;
  return inspectionMessages.notReceivable;
}

/** The facts of a return as the API sends it (AdminReturn): a failed refund is not live. */
export function returnFacts(ret: {
  status: string;
  refund: { status: RefundState } | null;
  pickup: { shipRocketOrderId: string | null };
  receivedAt: string | null;
}): ReturnFacts {
  const state = ret.refund?.status ?? null;
  return {
    status: ret.status,
    refundState: state === 'failed' ? null : state,
    pickupBooked: Boolean(ret.pickup.shipRocketOrderId),
    received: ret.receivedAt !== null,
  };
}

const PROGRESS: readonly ReturnStatus[] = ['Requested', 'Approved', 'Pickup Booked', 'Picked Up', 'Received'];

/**
 * The order's status as its returns leave it (docs/decisions/187). While a return is under way
 * the order shows the step of the one furthest behind (what staff must act on next); when none
 * is, it is Returned when every unit came back refunded, Partly Returned when some did, Return
 * Rejected when its returns were refused, and null (back to Delivered) when none remains.
 */
export function orderReturnStatus(input: {
  returns: { status: string; quantity: number }[];
  orderedUnits: number;
}): OrderStatus | null {
  const open = input.returns
    .map((r) => PROGRESS.indexOf(r.status as ReturnStatus))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  const behind = open[0];
  if (behind !== undefined) {
    const status = PROGRESS[behind];
    return RETURN_STATUS_PAIRS.find((pair) => pair.returnStatus === status)?.orderStatus ?? null;
  }
  const refunded = input.returns.filter((r) => r.status === 'Refunded').reduce((sum, r) => sum + r.quantity, 0);
  if (refunded > 0) return refunded >= input.orderedUnits ? 'Returned' : 'Partly Returned';
  if (input.returns.some((r) => r.status === 'Rejected')) return 'Return Rejected';
  return null;
}

/** A return's steps, in the order they happen. */
export const RETURN_STEP_KEYS = [
  'requested',
  'approved',
  'rejected',
  'pickupBooked',
  'pickedUp',
  'received',
  'refundOverride',
  'refunded',
] as const;
export type ReturnStepKey = (typeof RETURN_STEP_KEYS)[number];

/** The titles of a return's steps on the admin return detail and the shopper's order page. */
export const RETURN_STEP_TITLE: Record<ReturnStepKey, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  pickupBooked: 'Pickup booked',
  pickedUp: 'Picked up by the courier',
  received: 'Received',
  refundOverride: 'Refund before the goods are back (override)',
  refunded: 'Refunded',
};

/** How a shopper reads their return's status on the order page. */
export const RETURN_STATUS_FOR_SHOPPER: Record<ReturnStatus, string> = {
  Requested: 'Return requested',
  Approved: 'Return approved',
  Rejected: 'Return not accepted',
  'Pickup Booked': 'Courier pickup booked',
  'Picked Up': 'Picked up by the courier',
  Received: 'Received at our workshop',
  Refunded: 'Refunded',
};

/**
 * Orders a shopper can still return units of, within the window (docs/decisions/187): delivered,
 * or with returns under way or done that left other units (Partly Returned).
 */
export const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'Delivered',
  'Return Requested',
  'Return Approved',
  'Return Pickup Initiated',
  'Return in Progress',
  'Return Received',
  'Return Rejected',
  'Partly Returned',
];
