import { describe, expect, it } from 'vitest';
import { orderChange } from './order-change';

const paid = {
  _id: 'o1',
  status: 'Paid',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  updatedAt: '2026-11-25T15:44:05.000Z',
} as const;

describe('orderChange', () => {
  it('is null when the fresh read is the order as shown', () => {
    expect(orderChange(paid, { ...paid })).toBeNull();
  });

  it('names the new status when another device cancelled the order', () => {
    const change = orderChange(paid, {
      ...paid,
      status: 'Canceled',
      paymentStatus: 'refunded',
      updatedAt: '2026-11-25T15:45:00.000Z',
    });
    expect(change).toEqual({
      stateChanged: true,
      notice: 'This order was changed on another device: now Cancelled · payment: Refunded',
    });
  });

  it('counts a payment or fulfilment move as a change of state even when the status stayed', () => {
    const packed = orderChange(paid, { ...paid, fulfillmentStatus: 'packed' });
    expect(packed?.stateChanged).toBe(true);
    expect(packed?.notice).toBe('This order was changed on another device: now Paid · Packed');
    expect(orderChange(paid, { ...paid, paymentStatus: 'partly_refunded' })?.stateChanged).toBe(true);
  });

  it('reports a write that left the states alone (tracking, a note) without calling it a change of state', () => {
    expect(orderChange(paid, { ...paid, updatedAt: '2026-11-25T15:46:00.000Z' })).toEqual({
      stateChanged: false,
      notice: 'This order was changed on another device: see its timeline.',
    });
  });

  it('is null for another order (the page moved to a different id)', () => {
    expect(orderChange(paid, { ...paid, _id: 'o2', status: 'Canceled' })).toBeNull();
  });
});
