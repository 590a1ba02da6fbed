import { describe, expect, it } from 'vitest';
import { COD_CANCELLED_LABEL, shopperPaymentLabel } from '../../../contract/order-lifecycle/labels';
import { lineReturnWords } from './line-return-words';

describe('order page words', () => {
  it('calls units returned only once they are back at the workshop', () => {
    expect(lineReturnWords('Requested', 3, 3)).toEqual({ status: 'Return requested', units: '3 of 3 in this return' });
    expect(lineReturnWords('Picked Up', 1, 2).units).toBe('1 of 2 in this return');
    expect(lineReturnWords('Received', 1, 2).units).toBe('1 of 2 returned');
    expect(lineReturnWords('Refunded', 2, 2)).toEqual({ status: 'Refunded', units: '2 of 2 returned' });
  });

  it('has no cash to collect on a cancelled cash-on-delivery order', () => {
    expect(shopperPaymentLabel('cod_due', 'Canceled')).toBe(COD_CANCELLED_LABEL);
    expect(shopperPaymentLabel('cod_due', 'Placed')).toBe('Cash on delivery — to collect');
    expect(shopperPaymentLabel('cod_to_remit', 'Delivered')).toBe('Paid in cash on delivery');
  });
});
