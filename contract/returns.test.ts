import { describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS } from './constants';
import { returnDeadline } from './order-lifecycle/return-deadline';
import { orderReturnStatus } from './return-lifecycle';
import { returnMessages } from './returns';

describe('the return window', () => {
  it('ends RETURN_WINDOW_DAYS after delivery', () => {
    const delivered = new Date('2026-03-01T10:00:00.000Z');
    expect(returnDeadline(delivered).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(RETURN_WINDOW_DAYS).toBe(7);
  });

  it('names the same number of days in the refusal a shopper reads', () => {
    expect(returnMessages.windowClosed).toBe('The 7-day return window has closed');
  });
});

describe("the order's status as its returns leave it", () => {
  const of = (returns: { status: string; quantity: number }[], orderedUnits = 3) =>
    orderReturnStatus({ returns, orderedUnits });
  it('shows the open return furthest behind', () => {
    expect(of([{ status: 'Requested', quantity: 1 }])).toBe('Return Requested');
    expect(
      of([
        { status: 'Received', quantity: 1 },
        { status: 'Approved', quantity: 1 },
      ]),
    ).toBe('Return Approved');
    expect(of([{ status: 'Pickup Booked', quantity: 1 }])).toBe('Return Pickup Initiated');
    expect(
      of([
        { status: 'Refunded', quantity: 2 },
        { status: 'Picked Up', quantity: 1 },
      ]),
    ).toBe('Return in Progress');
  });
  it('is Partly Returned or Returned by the units refunded, never Refunded', () => {
    expect(of([{ status: 'Refunded', quantity: 1 }])).toBe('Partly Returned');
    expect(
      of([
        { status: 'Refunded', quantity: 2 },
        { status: 'Refunded', quantity: 1 },
      ]),
    ).toBe('Returned');
    expect(
      of([
        { status: 'Refunded', quantity: 1 },
        { status: 'Rejected', quantity: 1 },
      ]),
    ).toBe('Partly Returned');
    expect(of([{ status: 'Rejected', quantity: 1 }])).toBe('Return Rejected');
    expect(of([])).toBeNull();
  });
});
