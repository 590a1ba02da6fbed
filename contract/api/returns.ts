import { z } from 'zod';
import { messages } from '../messages';
import { returnMessages } from '../return-messages';
import { returnCheckSchema, returnSubmittedSchema } from '../returns';
import { returnsAddresses } from './addresses/returns';
import { defineRoute, idParams, json } from './route';

/** A text of the return form: absent, blank, too long or not text, it is refused with `message`. */
const formText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The return form's fields, as the wizard sends them (multipart, with the photo), checked in the
 * wizard's order; the server reads the form with this schema (server/http/read-form.ts).
 */
export const returnFormSchema = z.object({
  // The wizard always sends its order: a form without one is malformed, said in general words.
  orderId: formText(messages.invalidInput),
  productId: formText(returnMessages.productNotInOrder),
  reason: formText(messages.returnReasonRequired).max(200, messages.returnReasonRequired),
  description: formText(messages.returnDescriptionRequired).max(2000, messages.returnDescriptionRequired),
  /** JPEG, PNG, WebP, GIF or AVIF (contract/image-types.ts), at most 5 MB: the server checks its bytes. */
  image: z.file({ error: messages.returnImageRequired }).min(1, messages.returnImageRequired),
  /** Units of the line to return; 1 when absent (docs/decisions/187). */
  quantity: z
    .string({ error: returnMessages.quantity })
    .trim()
    .regex(/^\d{1,4}$/, returnMessages.quantity)
    .transform(Number)
    .pipe(z.number().min(1, returnMessages.quantity))
    .optional(),
});

/** A shopper's returns (spec 000 section 7). */
export const returnsApi = {
  checkReturn: defineRoute({
    ...returnsAddresses.checkReturn,
    access: 'customer',
    summary: 'Whether the order can be returned and which lines; any failure means not returnable',
    params: idParams,
    answer: json(returnCheckSchema),
  }),
  requestReturn: defineRoute({
    ...returnsAddresses.requestReturn,
    access: 'customer',
    summary: 'Ask to return units of one order line, with a photo',
    multipart: returnFormSchema,
    answer: json(returnSubmittedSchema, 201),
  }),
  cancelReturn: defineRoute({
    ...returnsAddresses.cancelReturn,
    access: 'customer',
    summary: 'Withdraw a return that has not been picked up',
    params: z.object({ returnId: z.string().min(1) }),
    answer: json(z.object({ success: z.literal(true), orderId: z.string() })),
  }),
  returnPhoto: defineRoute({
    ...returnsAddresses.returnPhoto,
    access: 'owner-or-admin',
    summary: "A return's photo, for the shopper who filed it or staff",
    params: z.object({ returnId: z.string().min(1) }),
    answer: { kind: 'file', contentType: 'image/*' },
  }),
} as const;
