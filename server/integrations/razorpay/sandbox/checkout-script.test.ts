import { describe, expect, it } from 'vitest';
import { razorpaySandboxForTest, TEST_ORIGIN } from '../../../testing/razorpay-sandbox';

describe('Razorpay sandbox checkout.js', () => {
  it('is served as JavaScript that parses and calls back to where it is mounted', async () => {
    const { fetch, gateway } = razorpaySandboxForTest();
    const response = await fetch(`${TEST_ORIGIN}${gateway.checkoutScriptUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await response.text();
    // Throws a SyntaxError if the served text is not valid JavaScript.
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('var BASE = "/sandbox/razorpay";');
    for (const text of ["role: 'dialog'", 'Sandbox payment', "text: 'Pay'", "text: 'Fail'", "'aria-label': 'Close'"]) {
      expect(script).toContain(text);
    }
  });

  it('defines window.Razorpay with the Checkout surface', async () => {
    const { fetch, gateway } = razorpaySandboxForTest();
    const script = await (await fetch(`${TEST_ORIGIN}${gateway.checkoutScriptUrl}`)).text();
    const fakeWindow: { Razorpay?: new (options: object) => { on: (event: string, cb: () => void) => unknown } } = {};
    new Function('window', script)(fakeWindow);
    const Razorpay = fakeWindow.Razorpay;
    if (!Razorpay) throw new Error('window.Razorpay was not defined');
    const checkout = new Razorpay({ key: gateway.publicKey, order_id: 'order_x', amount: 100 });
    expect(checkout.on('payment.failed', () => {})).toBe(checkout);
    expect(typeof (checkout as unknown as { open: unknown }).open).toBe('function');
    expect(() => new Razorpay({ key: gateway.publicKey })).toThrow(/order_id/);
  });
});
