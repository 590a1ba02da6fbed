/**
 * Our typed view of the Razorpay Checkout script (also what the local sandbox serves): loaded
 * lazily from the URL payment/create returns, once per page.
 */
export type RazorpaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type RazorpayFailure = { error?: { code?: string; description?: string; reason?: string } };

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};

export type RazorpayInstance = {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<void>>();

export function loadCheckoutScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error('The payment window could not be loaded'));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

export type CheckoutOutcome =
  | { kind: 'paid'; response: RazorpaySuccess }
  | { kind: 'failed'; description: string | null }
  | { kind: 'dismissed' };

/**
 * Opens the payment window and settles on the first of: paid (handler), failed
 * ('payment.failed'; the window is closed so a later Pay cannot race the cancel) or dismissed.
 */
export function openCheckout(options: Omit<RazorpayOptions, 'handler' | 'modal'>): Promise<CheckoutOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('The payment window could not be loaded'));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const instance = new Razorpay({
      ...options,
      handler: (response) => settle({ kind: 'paid', response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    instance.on('payment.failed', (response) => {
      settle({ kind: 'failed', description: response.error?.description ?? null });
      instance.close?.();
    });
    instance.open();
  });
}
