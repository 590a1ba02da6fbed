import { z } from 'zod';
import { addressSchema, deliveryPhoneSchema } from './address';
import { EMAIL_PATTERN } from './auth';
import { messages } from './messages';

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
 * with the delivery phone of step 3 and the contact of step 1 alongside.
 */
export const placeOrderSchema = addressSchema.extend({
  deliveryPhone: deliveryPhoneSchema.optional(),
  myinfo: myInformationSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const verifyPaymentSchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  paymentId: z.string().trim().min(1).max(64),
  signature: z.string().trim().min(1).max(256),
});

/** What payment/create answers (spec 000 section 3), plus where to load the checkout script. */
export type PaymentOrderResponse = {
  orderId: string;
  amount: number;
  currency: 'INR';
  key: string;
  shopOrderId: string;
  checkoutScriptUrl: string;
};

export const checkoutMessages = {
  createFailed: 'Failed to create order',
  paymentInitiationFailed: 'Payment initiation failed',
  codFailed: 'Failed to create COD order',
  verificationFailed: 'Payment verification failed',
  paymentFailed: 'Payment failed',
  loginFirst: 'Please Login first',
  description: 'Complete your purchase',
} as const;
