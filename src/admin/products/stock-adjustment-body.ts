import { fieldErrors } from '../../../contract/auth';
import {
  STOCK_REASON_SIGN,
  type StaffStockReason,
  type StockAdjustmentInput,
  stockAdjustmentSchema,
} from '../../../contract/stock';

/** The Adjust stock form: one number field, read as a quantity or as the counted stock. */
export type AdjustStockValues = {
  reason: StaffStockReason;
  /** What the number input gives: a number, or '' when cleared. */
  amount: number | string;
  note: string;
};

export const EMPTY_ADJUSTMENT: AdjustStockValues = { reason: 'received', amount: '', note: '' };

/**
 * The request for the form's values. A count is sent with the stock the panel showed
 * (`shown`), so the server refuses it when the stock moved since (docs/decisions/183).
 */
export function adjustmentBody(values: AdjustStockValues, shown: number): StockAdjustmentInput {
  const amount = values.amount === '' ? Number.NaN : Number(values.amount);
  return values.reason === 'count_correction'
    ? { reason: values.reason, countedStock: amount, expectedStock: shown, note: values.note }
    : { reason: values.reason, quantity: amount, note: values.note };
}

/** The contract's rule on the form: errors keyed by the form's fields, empty when it may be sent. */
export function adjustmentErrors(values: AdjustStockValues, shown: number): Record<string, string> {
  const parsed = stockAdjustmentSchema.safeParse(adjustmentBody(values, shown));
  return parsed.success ? {} : formErrorsOf(fieldErrors(parsed.error));
}

/** The server's (or the schema's) field messages on the form's fields: both numbers are "amount". */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const { quantity, countedStock, expectedStock, ...rest } = errors;
  const amount = quantity ?? countedStock ?? expectedStock;
  return amount ? { ...rest, amount } : rest;
}

/** What the adjustment will do, in words, under the form; null until the number is readable. */
export function adjustmentPreview(values: AdjustStockValues, shown: number): string | null {
  const amount = Number(values.amount);
  if (values.amount === '' || !Number.isInteger(amount) || amount < 0) return null;
  if (values.reason === 'count_correction') {
    const delta = amount - shown;
    const change = delta === 0 ? 'no change' : `${delta > 0 ? '+' : '−'}${Math.abs(delta)}`;
    return `Sets the stock from ${shown} to ${amount} (${change}), if nothing sold since it was shown`;
  }
  if (amount === 0) return null;
  return STOCK_REASON_SIGN[values.reason] > 0
    ? `Adds ${amount} to the stock as it is when saved`
    : `Takes ${amount} off the stock as it is when saved`;
}
