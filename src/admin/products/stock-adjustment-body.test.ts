import { describe, expect, it } from 'vitest';
import { stockMessages } from '../../../contract/stock';
import { adjustmentBody, adjustmentErrors, adjustmentPreview, formErrorsOf } from './stock-adjustment-body';

describe('the Adjust stock form', () => {
  it('sends a delta as a positive quantity and a count with the stock it was made against', () => {
    expect(adjustmentBody({ reason: 'received', amount: 5, note: 'Weaver' }, 12)).toEqual({
      reason: 'received',
      quantity: 5,
      note: 'Weaver',
    });
    expect(adjustmentBody({ reason: 'count_correction', amount: 17, note: '' }, 12)).toEqual({
      reason: 'count_correction',
      countedStock: 17,
      expectedStock: 12,
      note: '',
    });
  });

  it("checks the contract's rules and shows them under the number field", () => {
    expect(adjustmentErrors({ reason: 'received', amount: '', note: '' }, 3)).toEqual({
      amount: stockMessages.quantity,
    });
    expect(adjustmentErrors({ reason: 'damaged', amount: 1.5, note: '' }, 3)).toEqual({
      amount: stockMessages.quantity,
    });
    expect(adjustmentErrors({ reason: 'count_correction', amount: -1, note: '' }, 3)).toEqual({
      amount: stockMessages.countedStock,
    });
    expect(adjustmentErrors({ reason: 'count_correction', amount: 0, note: '' }, 3)).toEqual({});
    expect(formErrorsOf({ expectedStock: stockMessages.expectedStock })).toEqual({
      amount: stockMessages.expectedStock,
    });
  });

  it('says what will happen', () => {
    expect(adjustmentPreview({ reason: 'received', amount: 5, note: '' }, 11)).toBe(
      'Adds 5 to the stock as it is when saved',
    );
    expect(adjustmentPreview({ reason: 'lost', amount: 2, note: '' }, 11)).toBe(
      'Takes 2 off the stock as it is when saved',
    );
    expect(adjustmentPreview({ reason: 'count_correction', amount: 9, note: '' }, 11)).toBe(
      'Sets the stock from 11 to 9 (−2), if nothing sold since it was shown',
    );
    expect(adjustmentPreview({ reason: 'received', amount: '', note: '' }, 11)).toBeNull();
  });
});
