/**
 * What the shop needs from a card-payment provider. Two implementations of one class sit behind
 * it: Razorpay itself, and the local sandbox that speaks Razorpay's protocol (see
 * docs/decisions/060). Amounts are in paise, as Razorpay counts them.
 */
export interface PaymentGateway {
  readonly mode: 'razorpay' | 'sandbox';
  /** The key id the browser passes to Checkout as `key`; never the secret. */
  readonly publicKey: string;
  /** Where the browser loads Checkout from: Razorpay's CDN, or the sandbox's own script. */
  readonly checkoutScriptUrl: string;
  createOrder(input: CreatePaymentOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  refund(input: RefundInput): Promise<RazorpayRefund>;
  /**
   * Whether Checkout's `razorpay_signature` is HMAC-SHA256(`orderId|paymentId`) under our key
   * secret. Any malformed input (missing, not a string, not 64 hex digits) gives false.
   * It proves the payment went through Checkout for that order; the caller still checks that
   * the order id is the one it issued for this shopper's order.
   */
  verifyPaymentSignature(input: PaymentSignatureInput): boolean;
  /** Whether `X-Razorpay-Signature` is HMAC-SHA256 of the raw body under the webhook secret. */
  verifyWebhookSignature(rawBody: string | Uint8Array, signatureHeader: string | null | undefined): boolean;
}

export type Notes = Record<string, string>;

export type CreatePaymentOrderInput = {
  /** Whole paise, at least 100 (Rs.1.00). */
  amountPaise: number;
  /** Our reference, at most 40 characters: the shop's order id. */
  receipt: string;
  notes?: Notes;
};

/** Fields the browser and the server read are typed as unknown input: they come off the wire. */
export type PaymentSignatureInput = { orderId: unknown; paymentId: unknown; signature: unknown };

export type RefundInput = {
  paymentId: string;
  /** Omit for a full refund. */
  amountPaise?: number;
  notes?: Notes;
  /** Our reference, shown on Razorpay's dashboard: the shop's refund id. */
  receipt?: string;
  /**
   * Sent as `X-Refund-Idempotency` (at least 10 characters): a retry with the same key and body
   * never refunds twice, so a refund whose answer was lost can be asked again safely.
   */
  idempotencyKey?: string;
};

export type RazorpayOrderStatus = 'created' | 'attempted' | 'paid';

export type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: RazorpayOrderStatus;
  attempts: number;
  notes: Notes | [];
  created_at: number;
};

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email: string | null;
  contact: string | null;
  notes: Notes | [];
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  created_at: number;
};

export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal' | 'optimum';
  speed_processed: 'normal' | 'instant';
  created_at: number;
};

/** Razorpay's error body, e.g. `{ error: { code: 'BAD_REQUEST_ERROR', description } }`. */
export type RazorpayErrorBody = {
  error: {
    code: string;
    description: string;
    source?: string;
    step?: string;
    reason?: string;
    field?: string;
    metadata?: Record<string, string>;
  };
};

/** What Checkout hands to `options.handler` after a successful payment. */
export type CheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
