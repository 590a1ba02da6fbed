import type { Paise } from '../../../../contract/money';
import type { Notes } from '../payment-gateway';

/** Razorpay's smallest order or refund: Rs.1.00, in its unit, paise. */
export const MIN_AMOUNT_PAISE: Paise = 100;
export const MIN_AMOUNT_PROBLEM = 'The amount must be at least INR 1.00';

export type OrderBody = { amount: number; currency: string; receipt: string | null; notes: Notes };
export type BodyProblem = { description: string; field: string };
export type Checked<T> = { value: T } | { problem: BodyProblem };

function problem(field: string, description: string): { problem: BodyProblem } {
  return { problem: { field, description } };
}

/** Checks a create-order body the way Razorpay does, with Razorpay's wording where we know it. */
export function validateOrderBody(body: Record<string, unknown>): Checked<OrderBody> {
  const { amount, currency, receipt } = body;
  if (amount === undefined) return problem('amount', 'The amount field is required.');
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return problem('amount', 'The amount must be an integer.');
  if (amount < MIN_AMOUNT_PAISE) return problem('amount', MIN_AMOUNT_PROBLEM);
  if (currency === undefined) return problem('currency', 'The currency field is required.');
  // The shop sells in rupees only; the sandbox refuses what it would never be asked for.
  if (currency !== 'INR') return problem('currency', 'Currency is not supported');
  if (receipt !== undefined && receipt !== null && typeof receipt !== 'string') {
    return problem('receipt', 'The receipt must be a string.');
  }
  if (typeof receipt === 'string' && receipt.length > 40) {
    return problem('receipt', 'The receipt may not be greater than 40 characters.');
  }
  const notes = validateNotes(body.notes);
  if ('problem' in notes) return notes;
  return { value: { amount, currency, receipt: typeof receipt === 'string' ? receipt : null, notes: notes.value } };
}

/** Razorpay's notes: at most 15 keys, each value a string (or number) of at most 256 characters. */
export function validateNotes(notes: unknown): Checked<Notes> {
  if (notes === undefined || notes === null) return { value: {} };
  // An empty list is how Razorpay itself writes "no notes".
  if (Array.isArray(notes) && notes.length === 0) return { value: {} };
  if (typeof notes !== 'object' || Array.isArray(notes)) return problem('notes', 'The notes must be an object.');
  const entries = Object.entries(notes);
  if (entries.length > 15) return problem('notes', 'The notes may not have more than 15 items.');
  const value: Notes = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number')
      return problem('notes', `The notes.${key} must be a string.`);
    const text = String(note);
    if (text.length > 256) return problem('notes', `The notes.${key} may not be greater than 256 characters.`);
    value[key] = text;
  }
  return { value };
}
