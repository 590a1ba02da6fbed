import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function hmacSha256Hex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Checkout's signature: HMAC-SHA256 of `orderId|paymentId` under the key secret, hex. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

/**
 * Compares a received hex signature with the expected one in constant time. Malformed input
 * (not a string, not 64 hex digits) is false, never an exception: it comes from the network.
 */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || !HEX_SHA256.test(received)) return false;
  // Both are 32 bytes here, which timingSafeEqual requires.
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received, 'hex'));
}

export function verifyPaymentSignature(
  secret: string,
  input: { orderId: unknown; paymentId: unknown; signature: unknown },
): boolean {
  const { orderId, paymentId, signature } = input;
  if (typeof orderId !== 'string' || typeof paymentId !== 'string') return false;
  if (orderId === '' || paymentId === '' || secret === '') return false;
  return signatureMatches(paymentSignature(secret, orderId, paymentId), signature);
}

/** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body, byte for byte. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string | Uint8Array,
  signatureHeader: string | null | undefined,
): boolean {
  if (secret === '') return false;
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) return false;
  return signatureMatches(hmacSha256Hex(secret, rawBody), signatureHeader?.trim());
}
