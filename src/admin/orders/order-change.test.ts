import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../contract/order-lifecycle/events';
import type { Actor } from '../../../contract/order-lifecycle/status-graph';
import { orderChange } from './order-change';

const event = (id: string, at: string, actor: Actor, kind: OrderEvent['kind'] = 'status'): OrderEvent => ({
  _id: id,
  at,
  kind,
  actor,
  summary: `event ${id}`,
});

const placed = event('e1', '2026-11-25T15:40:00.000Z', 'customer');
const paid = {
  _id: 'o1',
  status: 'Paid',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  updatedAt: '2026-11-25T15:44:05.000Z',
  timeline: [placed],
} as const;

describe('orderChange', () => {
  it('is null when the fresh read is the order as shown', () => {
    expect(orderChange(paid, { ...paid, timeline: [placed] })).toBeNull();
  });

  it('names the new status when staff on another device cancelled the order', () => {
    const change = orderChange(paid, {
      ...paid,
      status: 'Canceled',
      paymentStatus: 'refunded',
      updatedAt: '2026-11-25T15:45:00.000Z',
      timeline: [placed, event('e2', '2026-11-25T15:45:00.000Z', 'admin')],
    });
    expect(change).toEqual({
      stateChanged: true,
      notice: 'This order was changed on another device: now Cancelled · payment: Refunded',
    });
  });

  it('says who changed it from the newest new timeline entry, leaving the mails aside', () => {
    const byCustomer = orderChange(paid, {
      ...paid,
      status: 'Canceled',
      timeline: [
        placed,
        event('e2', '2026-11-25T15:45:00.000Z', 'customer'),
        event('e3', '2026-11-25T15:45:01.000Z', 'system', 'mail'),
      ],
    });
    expect(byCustomer?.notice).toBe('This order was changed by the customer: now Cancelled');
    const byShop = orderChange(paid, {
      ...paid,
      fulfillmentStatus: 'shipped',
      timeline: [placed, event('e2', '2026-11-25T15:45:00.000Z', 'system', 'shipment')],
    });
    expect(byShop?.notice).toBe("This order was changed by the shop's systems: now Paid · Shipped");
    const unknown = orderChange(paid, { ...paid, status: 'Processing', timeline: undefined });
    expect(unknown?.notice).toBe('This order was changed elsewhere: now Processing');
  });

  it('counts a payment or fulfilment move as a change of state even when the status stayed', () => {
    expect(orderChange(paid, { ...paid, fulfillmentStatus: 'packed' })?.stateChanged).toBe(true);
    expect(orderChange(paid, { ...paid, paymentStatus: 'partly_refunded' })?.stateChanged).toBe(true);
  });

  it('reports a write that left the states alone (tracking, a note) without calling it a change of state', () => {
    const tracked = { ...paid, updatedAt: '2026-11-25T15:46:00.000Z' };
    expect(
      orderChange(paid, { ...tracked, timeline: [placed, event('e2', tracked.updatedAt, 'admin', 'note')] }),
    ).toEqual({ stateChanged: false, notice: 'This order was changed on another device: see its timeline.' });
  });

  it('is null for another order (the page moved to a different id)', () => {
    expect(orderChange(paid, { ...paid, _id: 'o2', status: 'Canceled' })).toBeNull();
  });
});
