import { z } from 'zod';
import { addressSchema, deliveryPhoneSchema } from './address';
import { EMAIL_PATTERN } from './auth';
import { messages } from './messages';
import { offerCodeSchema } from './offers';
import { PAYMENT_CANCEL_REASONS, PAYMENT_DETAIL_MAX } from './order-lifecycle/cancel-reasons';

/** Step 1 'My information' (checked on blur and on Save). */
export const myInformationSchema = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .regex(EMAIL_PATTERN, messages.emailInvalid),
  name: z.string({ error: messages.firstNameRequired }).trim().min(1, messages.firstNameRequired).max(100),
  surname: z.string({ error: messages.lastNameRequired }).trim().min(1, messages.lastNameRequired).max(100),
});

/**
 * Body of create-cod and payment/create: the selected billing address (spec 000 section 7),
 * with the delivery phone of step 3, the contact of step 1 and the offer code applied, if any.
 */
export const placeOrderSchema = addressSchema.extend({
  deliveryPhone: deliveryPhoneSchema.optional(),
  myinfo: myInformationSchema.optional(),
  offerCode: offerCodeSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const verifyPaymentSchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  paymentId: z.string().trim().min(1).max(64),
  signature: z.string().trim().min(1).max(256),
});

/**
 * Body of payment/cancel: the checkout page says why the window closed without a payment, with
 * the gateway's failure text when there is one. The server releases the held stock at once.
 */
export const cancelPaymentSchema = z.object({
  orderId: z.string({ error: 'orderId is required' }).trim().min(1, 'orderId is required').max(64),
  reason: z.enum(PAYMENT_CANCEL_REASONS, { error: `reason must be one of ${PAYMENT_CANCEL_REASONS.join(', ')}` }),
  detail: z
    .string()
    .trim()
    .transform((text) => text.slice(0, PAYMENT_DETAIL_MAX))
    .optional(),
});
export type CancelPaymentInput = z.input<typeof cancelPaymentSchema>;

/** What payment/create answers (spec 000 section 3), plus where to load the checkout script. */
export const paymentOrderResponseSchema = z.object({
  orderId: z.string(),
  /** Paise, as Razorpay's order amount is (not the spec's rupees: Razorpay Checkout reads it). */
  amount: z.number(),
  currency: z.literal('INR'),
  key: z.string(),
  shopOrderId: z.string(),
  checkoutScriptUrl: z.string(),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

export const checkoutMessages = {
  createFailed: 'Failed to create order',
  paymentInitiationFailed: 'Payment initiation failed',
  /** A retried payment/create whose order was closed meanwhile (released, or replaced by a newer attempt). */
  paymentAttemptClosed: 'This payment attempt was closed. Your bag is kept; please place the order again.',
  codFailed: 'Failed to create COD order',
  verificationFailed: 'Payment verification failed',
  paymentFailed: 'Payment failed',
  paymentCancelled: 'Payment cancelled; your items are back on the shelf',
  /** verify's answer was lost and asking again did not settle it: the order page will show the truth. */
  verificationPending:
    'We could not confirm your payment yet. If money was taken, your order will appear under My Orders within a few minutes.',
  loginFirst: 'Please Login first',
  description: 'Complete your purchase',
} as const;
