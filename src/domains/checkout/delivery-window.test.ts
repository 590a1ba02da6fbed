import { describe, expect, it } from 'vitest';
import { PROMISES } from '../../../contract/constants';
import { deliveryWindow } from './delivery-window';

describe('deliveryWindow', () => {
  it("counts the shop's 2-7 days from the order, in India's calendar", () => {
    expect(PROMISES.checkout.delivery).toBe('Delivery in 2-7 days');
    // 10 Mar 2026 20:00 UTC is already 11 Mar in India (01:30 IST).
    expect(deliveryWindow('2026-03-10T20:00:00.000Z')).toBe('Fri, 13 Mar – Wed, 18 Mar');
    expect(deliveryWindow('2026-03-10T10:00:00.000Z')).toBe('Thu, 12 Mar – Tue, 17 Mar');
  });

  it('crosses month ends', () => {
    expect(deliveryWindow('2026-01-30T06:00:00.000Z', { min: 2, max: 4 })).toBe('Sun, 1 Feb – Tue, 3 Feb');
  });
});
