import { describe, expect, it } from 'vitest';
import { orderConfirmationMessage } from './order-confirmation-message';
import { orderStatusMessage } from './order-status-message';
import { passwordResetMessage } from './password-reset-message';
import { returnStatusMessage } from './return-status-message';

const orderId = '6650a1b2c3d4e5f6a7b8c9d0';

describe('order confirmation message', () => {
  it('names the order by its last 8 characters and lists items, total and delivery', () => {
    const message = orderConfirmationMessage({
      orderId,
      customerName: 'Ananya',
      items: [
        { title: 'Jute Laundry Basket', quantity: 2, unitPaise: 129_900 },
        { title: 'Jute Bowl <Large>', quantity: 1, unitPaise: 34_950 },
      ],
      totalPaise: 294_750,
      paymentMethod: 'Online',
      orderUrl: 'https://jutexx.example/order/6650a1b2c3d4e5f6a7b8c9d0',
    });
    expect(message.subject).toBe('Your Jutexx order a7b8c9d0 is confirmed');
    expect(message.text).toContain('Hello Ananya,');
    expect(message.text).toContain('Order number: a7b8c9d0');
    expect(message.text).toContain('- Jute Laundry Basket x 2: Rs.2,598.00');
    expect(message.text).toContain('Total: Rs.2,947.50');
    expect(message.text).toContain('Delivery in 2-7 days.');
    expect(message.text).toContain('See your order: https://jutexx.example/order/6650a1b2c3d4e5f6a7b8c9d0');
    expect(message.html).toContain('<li>Jute Bowl &lt;Large&gt; x 1: Rs.349.50</li>');
    expect(message.html).not.toContain('<Large>');
    expect(message.sms).toBe('Jutexx: order a7b8c9d0 confirmed, total Rs.2,947.50. Delivery in 2-7 days.');
  });

  it('tells a cash-on-delivery shopper what to keep ready', () => {
    const message = orderConfirmationMessage({ orderId, items: [], totalPaise: 79_900, paymentMethod: 'COD' });
    expect(message.text).toContain('Hello,');
    expect(message.text).toContain('Cash on delivery: please keep Rs.799.00 ready');
  });
});

describe('password reset message', () => {
  it('carries the link and says it lasts 30 minutes', () => {
    const message = passwordResetMessage({ resetUrl: 'https://jutexx.example/reset-password/abc?x=1&y=2' });
    expect(message.subject).toBe('Reset your Jutexx password');
    expect(message.text).toContain('for 30 minutes');
    expect(message.text).toContain('Choose a new password: https://jutexx.example/reset-password/abc?x=1&y=2');
    expect(message.html).toContain('href="https://jutexx.example/reset-password/abc?x=1&amp;y=2"');
    expect(message.sms).toBeUndefined();
  });
});

describe('order status message', () => {
  it('gives the tracking number when shipped', () => {
    const message = orderStatusMessage({
      orderId,
      status: 'Shipped',
      tracking: 'SBX00DQ8K1Z2V3',
      courierName: 'Delhivery Surface',
    });
    expect(message.subject).toBe('Your Jutexx order a7b8c9d0 has shipped');
    expect(message.text).toContain('has left our workshop with Delhivery Surface');
    expect(message.text).toContain('Tracking number: SBX00DQ8K1Z2V3');
    expect(message.sms).toBe('Jutexx: order a7b8c9d0 has shipped. Tracking: SBX00DQ8K1Z2V3.');
  });

  it('leaves out a tracking number of NA', () => {
    expect(orderStatusMessage({ orderId, status: 'Shipped', tracking: 'NA' }).text).not.toContain('Tracking');
  });

  it('mentions the return window on delivery and the refund on a paid cancellation', () => {
    expect(orderStatusMessage({ orderId, status: 'Delivered' }).text).toContain('within 7 days of delivery');
    const cancelled = orderStatusMessage({ orderId, status: 'Canceled', paidOnline: true });
    expect(cancelled.subject).toBe('Your Jutexx order a7b8c9d0 has been cancelled');
    expect(cancelled.text).toContain('refunded to your original payment method');
    expect(orderStatusMessage({ orderId, status: 'Canceled' }).text).not.toContain('refunded');
  });

  it('uses the status label for other statuses', () => {
    expect(orderStatusMessage({ orderId, status: 'Return in Progress' }).subject).toBe(
      'Update on your Jutexx order a7b8c9d0: Picked Up',
    );
  });
});

describe('return status message', () => {
  it('has words for every return status', () => {
    for (const status of ['Requested', 'Approved', 'Rejected', 'Picked Up', 'Refunded'] as const) {
      const message = returnStatusMessage({ orderId, status, productTitle: 'Jute Matka', refundPaise: 79_900 });
      expect(message.subject).toMatch(/^Jutexx order a7b8c9d0: /);
      expect(message.text).toContain('Jute Matka');
    }
    expect(
      returnStatusMessage({ orderId, status: 'Refunded', productTitle: 'Jute Matka', refundPaise: 79_900 }).text,
    ).toContain('We have refunded Rs.799.00 for Jute Matka');
  });
});
