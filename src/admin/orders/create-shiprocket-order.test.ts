import { describe, expect, it } from 'vitest';
import { lifecycleMessages } from '../../../contract/order-lifecycle/messages';
import type { OrderStatus } from '../../../contract/statuses';
import { shipmentBlocker } from './create-shiprocket-order';

describe('shipmentBlocker (the dialog offers "Create" only when the server would book)', () => {
  it('allows an order awaiting shipment with no shipment yet', () => {
    for (const status of ['Placed', 'Pending', 'Paid', 'Processing'] as OrderStatus[]) {
      expect(shipmentBlocker({ status, shipRocketOrderId: null }), status).toBeNull();
    }
  });
  it('refuses an order that already has a shipment, whatever its status', () => {
    expect(shipmentBlocker({ status: 'Processing', shipRocketOrderId: '123' })).toBe(lifecycleMessages.shipmentExists);
  });
  it('refuses an order that is not awaiting shipment (the reproduction: Shipped or Delivered)', () => {
    for (const status of [
      'Shipped',
      'Out for Delivery',
      'Delivered',
      'Canceled',
      'Awaiting Payment',
    ] as OrderStatus[]) {
      expect(shipmentBlocker({ status, shipRocketOrderId: null }), status).toBe(lifecycleMessages.notAwaitingShipment);
    }
  });
});
