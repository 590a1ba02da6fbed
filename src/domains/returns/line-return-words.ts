import { RETURN_STATUS_FOR_SHOPPER } from '../../../contract/return-lifecycle';
import type { ReturnStatus } from '../../../contract/statuses';

/** Where the goods are back at the workshop: only then are the units "returned". */
const BACK: readonly ReturnStatus[] = ['Received', 'Refunded'];

/**
 * The words under an order line for one of its returns: the status as the shopper reads it and
 * how many units it covers. A return only requested (or approved, or with the courier) is not
 * "returned" yet: the units are "in this return" until they reach the workshop.
 */
export function lineReturnWords(status: ReturnStatus, quantity: number, ordered: number) {
  return {
    status: RETURN_STATUS_FOR_SHOPPER[status] ?? status,
    units: BACK.includes(status) ? `${quantity} of ${ordered} returned` : `${quantity} of ${ordered} in this return`,
  };
}

/** An order mirrored before returns were listed per line has only a flag: a return requested. */
export const FLAGGED_RETURN_WORDS = RETURN_STATUS_FOR_SHOPPER.Requested;
