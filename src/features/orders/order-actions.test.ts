import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('orderActions', () => {
  it('offers cancel for Placed and Processing only', () => {
    expect(orderActions({ status: 'Placed', tracking: 'NA', deliveryDate: null }, NOW)).toEqual({
      cancel: true,
      track: false,
      invoice: false,
      returnLink: false,
    });
    expect(orderActions({ status: 'Processing', tracking: 'AWB1', deliveryDate: null }, NOW)).toMatchObject({
      cancel: true,
      track: true,
      invoice: true,
    });
    expect(orderActions({ status: 'Shipped', tracking: 'NA', deliveryDate: null }, NOW)).toMatchObject({
      cancel: false,
      track: false,
    });
  });

  it('offers the return link within 7 days of delivery, or when a return is requested', () => {
    expect(
      orderActions({ status: 'Delivered', tracking: 'AWB1', deliveryDate: '2026-11-15T00:00:00Z' }, NOW).returnLink,
    ).toBe(true);
    expect(
      orderActions({ status: 'Delivered', tracking: 'AWB1', deliveryDate: '2026-11-01T00:00:00Z' }, NOW).returnLink,
    ).toBe(false);
    expect(orderActions({ status: 'Return Requested', tracking: 'NA', deliveryDate: null }, NOW).returnLink).toBe(true);
    expect(orderActions({ status: 'Canceled', tracking: 'NA', deliveryDate: null }, NOW).invoice).toBe(false);
  });
});
