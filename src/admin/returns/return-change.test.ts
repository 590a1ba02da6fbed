import { describe, expect, it } from 'vitest';
import { returnChange } from './return-change';

const requested = {
  _id: 'r1',
  status: 'Approved',
  updatedAt: '2026-11-25T15:44:05.000Z',
  refund: null,
  orderId: { status: 'Return Approved', updatedAt: '2026-11-25T15:44:05.000Z' },
} as const;

describe('returnChange', () => {
  it('is null when nothing changed', () => {
    expect(returnChange(requested, { ...requested, orderId: { ...requested.orderId } })).toBeNull();
  });

  it('names the new status and the refund made on another device', () => {
    const after = {
      ...requested,
      status: 'Refunded',
      updatedAt: '2026-11-25T15:50:00.000Z',
      refund: { _id: 'f1', status: 'succeeded' },
      orderId: { status: 'Refunded', updatedAt: '2026-11-25T15:50:00.000Z' },
    } as const;
    expect(returnChange(requested, after)).toBe(
      'This return was changed elsewhere: now Refunded · refund: Refunded · order: Refunded',
    );
  });

  it('sees a refund that failed after it was pending', () => {
    const pending = { ...requested, refund: { _id: 'f1', status: 'pending' } } as const;
    const failed = { ...pending, refund: { _id: 'f1', status: 'failed' } } as const;
    expect(returnChange(pending, failed)).toBe(
      'This return was changed elsewhere: refund: Failed: no money moved, try again',
    );
  });

  it('reports a write that moved no state', () => {
    expect(returnChange(requested, { ...requested, updatedAt: '2026-11-25T15:46:00.000Z' })).toBe(
      'This return was changed elsewhere: see its timeline.',
    );
  });
});
