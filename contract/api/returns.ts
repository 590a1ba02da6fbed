import { z } from 'zod';
import { returnCheckSchema, returnSubmittedSchema } from '../returns';
import { returnsAddresses } from './addresses/returns';
import { defineRoute, idParams, json } from './route';

/** The return form's fields, as the wizard sends them (multipart, with the photo). */
export const returnFormSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  reason: z.string(),
  description: z.string(),
  /** Units of the line to return; 1 when absent (docs/decisions/187). */
  quantity: z.string().optional(),
  /** JPEG, PNG, WebP, GIF or AVIF (contract/image-types.ts), at most 5 MB. */
  image: z.file(),
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
