import { fetchJson } from '../fetch-json';
import type { FetchLike } from '../fetch-like';
import { IntegrationError } from '../integration-error';
import type {
  CreatePaymentOrderInput,
  PaymentGateway,
  PaymentSignatureInput,
  RazorpayErrorBody,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
  RefundInput,
} from './payment-gateway';
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures';

export const RAZORPAY_API_URL = 'https://api.razorpay.com/v1';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayGatewayOptions = {
  keyId: string;
  keySecret: string;
  /** Without it every webhook is rejected: an unverifiable webhook must not change an order. */
  webhookSecret?: string;
  /** Razorpay's API, or the sandbox's `http://127.0.0.1:{port}/sandbox/razorpay/v1`. */
  baseUrl?: string;
  checkoutScriptUrl?: string;
  mode?: 'razorpay' | 'sandbox';
  fetch?: FetchLike;
  timeoutMs?: number;
};

/**
 * Razorpay's Orders, Payments and Refunds API over HTTP with basic auth. The same class talks
 * to the local sandbox, pointed at its base URL: one client, two servers.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly mode: 'razorpay' | 'sandbox';
  readonly publicKey: string;
  readonly checkoutScriptUrl: string;
  readonly #secret: string;
  readonly #webhookSecret: string;
  readonly #baseUrl: string;
  readonly #authorization: string;
  readonly #fetch: FetchLike;
  readonly #timeoutMs: number;

  constructor(options: RazorpayGatewayOptions) {
    this.mode = options.mode ?? 'razorpay';
    this.publicKey = options.keyId;
    this.checkoutScriptUrl = options.checkoutScriptUrl ?? RAZORPAY_CHECKOUT_URL;
    this.#secret = options.keySecret;
    this.#webhookSecret = options.webhookSecret ?? '';
    this.#baseUrl = (options.baseUrl ?? RAZORPAY_API_URL).replace(/\/+$/, '');
    this.#authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  createOrder(input: CreatePaymentOrderInput): Promise<RazorpayOrder> {
    const body = { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes ?? {} };
    return this.#call<RazorpayOrder>('POST', '/orders', body);
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.#call<RazorpayOrder>('GET', `/orders/${encodeURIComponent(orderId)}`);
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.#call<RazorpayPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`);
  }

  refund(input: RefundInput): Promise<RazorpayRefund> {
    const body = { amount: input.amountPaise, speed: 'normal', notes: input.notes ?? {}, receipt: input.receipt };
    const headers = input.idempotencyKey ? { 'x-refund-idempotency': input.idempotencyKey } : undefined;
    return this.#call<RazorpayRefund>('POST', `/payments/${encodeURIComponent(input.paymentId)}/refund`, body, headers);
  }

  verifyPaymentSignature(input: PaymentSignatureInput): boolean {
    return verifyPaymentSignature(this.#secret, input);
  }

  verifyWebhookSignature(rawBody: string | Uint8Array, signatureHeader: string | null | undefined): boolean {
    return verifyWebhookSignature(this.#webhookSecret, rawBody, signatureHeader);
  }

  async #call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    const answer = await fetchJson('razorpay', this.#fetch, `${this.#baseUrl}${path}`, {
      method,
      headers: {
        authorization: this.#authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: this.#timeoutMs,
    });
    if (answer.ok) return answer.body as T;
    const error = (answer.body as Partial<RazorpayErrorBody> | null)?.error;
    const description = error?.description ?? `Razorpay answered HTTP ${answer.status}`;
    throw new IntegrationError('razorpay', answer.status, description, error?.code, answer.body);
  }
}
