import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../../contract/order';
import { orderActions } from './order-actions';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('orderActions', () => {
  it('offers cancel before the parcel leaves: Placed, Paid, Processing (the lifecycle table)', () => {
    const paid: Parameters<typeof orderActions>[0] = {
      status: 'Paid',
      tracking: 'NA',
      deliveryDate: null,
      paymentMethod: ['Online'],
    };
    expect(orderActions(paid, NOW).cancel).toBe(true);
    expect(orderActions({ ...paid, status: 'Awaiting Payment' }, NOW).cancel).toBe(false);
    expect(orderActions({ ...paid, status: 'Out for Delivery' }, NOW).cancel).toBe(false);
    expect(orderActions({ status: 'Placed', tracking: 'NA', deliveryDate: null, paymentMethod: ['COD'] }, NOW)).toEqual(
      {
        cancel: true,
        track: false,
        invoice: false,
        returnLink: false,
      },
    );
    expect(
      orderActions({ status: 'Processing', tracking: 'AWB1', deliveryDate: null, paymentMethod: ['COD'] }, NOW),
    ).toMatchObject({
      cancel: true,
      track: true,
      invoice: true,
    });
    expect(
      orderActions({ status: 'Shipped', tracking: 'NA', deliveryDate: null, paymentMethod: ['COD'] }, NOW),
    ).toMatchObject({
      cancel: false,
      track: false,
    });
  });

  it('offers the return link within 7 days of delivery, a requested return included, never after', () => {
    expect(
      orderActions(
        { status: 'Delivered', tracking: 'AWB1', deliveryDate: '2026-11-15T00:00:00Z', paymentMethod: ['COD'] },
        NOW,
      ).returnLink,
    ).toBe(true);
    expect(
      orderActions(
        { status: 'Delivered', tracking: 'AWB1', deliveryDate: '2026-11-01T00:00:00Z', paymentMethod: ['COD'] },
        NOW,
      ).returnLink,
    ).toBe(false);
    const requested = { status: 'Return Requested' as const, tracking: 'AWB1', paymentMethod: ['COD' as const] };
    expect(orderActions({ ...requested, deliveryDate: '2026-11-15T00:00:00Z' }, NOW).returnLink).toBe(true);
    // Reproduction (issue 21): a requested return's order offered Return after the window closed,
    // which the server refuses.
    expect(orderActions({ ...requested, deliveryDate: '2026-11-01T00:00:00Z' }, NOW).returnLink).toBe(false);
    expect(
      orderActions({ status: 'Canceled', tracking: 'NA', deliveryDate: null, paymentMethod: ['COD'] }, NOW).invoice,
    ).toBe(false);
  });
  // Reproduction: after one of two bowls was refunded the order page offered no Return.
  it('offers the return link on a partly returned order while units are left within the window', () => {
    const line = (quantity: number, returnedQuantity: number) =>
      ({ quantity, returnedQuantity, returned: returnedQuantity >= quantity }) as OrderItem;
    const partly = {
      status: 'Partly Returned' as const,
      tracking: 'AWB1',
      deliveryDate: '2026-11-15T00:00:00Z',
      paymentMethod: ['COD' as const],
    };
    expect(orderActions({ ...partly, cart: [line(2, 1), line(1, 0)] }, NOW).returnLink).toBe(true);
    expect(orderActions({ ...partly, cart: [line(2, 2), line(1, 1)] }, NOW).returnLink).toBe(false);
    expect(orderActions({ ...partly, deliveryDate: '2026-11-01T00:00:00Z', cart: [line(2, 1)] }, NOW).returnLink).toBe(
      false,
    );
  });
});
