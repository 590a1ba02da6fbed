import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../contract/order-number';
import { isPushedOrderStatus, PUSHED_ORDER_STATUSES } from '../../../contract/order-push';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/statuses';
import { orderStepText } from './push-texts';

type OrderRow = Parameters<typeof orderStepText>[0];

const ORDER_ID = '6b08276cb1a502e031bcebd7';
const rowAt = (status: OrderStatus) =>
  ({ id: ORDER_ID, status, courierName: 'Delhivery', paymentStatus: 'cod_due', totalPaise: 44_900 }) as OrderRow;

// docs/decisions/213: a shopper hears by push about the statuses the contract lists, and no other.
describe('the words of an order step pushed to the shopper', () => {
  it('name the order for each pushed status', () => {
    for (const status of PUSHED_ORDER_STATUSES) {
      expect(orderStepText(rowAt(status))?.title).toContain(`#${orderNumber(ORDER_ID)}`);
    }
  });

  it('are none for every other status', () => {
    const others = ORDER_STATUSES.filter((status) => !isPushedOrderStatus(status));
    expect(others.length).toBeGreaterThan(0);
    for (const status of others) expect(orderStepText(rowAt(status))).toBeNull();
  });

  it('ask for the cash on the day a COD order is out for delivery', () => {
    expect(orderStepText(rowAt('Out for Delivery'))?.body).toBe(
      'It arrives today. Please keep Rs.449.00 ready to pay the courier.',
    );
  });
});
