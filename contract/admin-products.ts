import { z } from 'zod';
import { DEFAULT_INVENTORY } from './constants';
import { messages } from './messages';
import { exactPaiseFromRupees, formatPaise, type Paise, paiseFromDigits, rupeesFromPaise } from './money';
import { productSchema } from './product-schema';
import { stockMessages } from './stock';

/** Image limits of the add-product upload (docs/decisions/094). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 8;
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The width a product image's `src` names; the others are listed for srcset. */
export const IMAGE_MAIN_WIDTH = 800;

const MB = 1024 * 1024;
/** What staff are told about the images' sizes: by the form before sending, by the server after. */
export const uploadMessages = {
  imageTooLarge: `Each image must be at most ${MAX_IMAGE_BYTES / MB} MB`,
  uploadTooLarge: `The images come to more than ${MAX_UPLOAD_BODY_BYTES / MB} MB: at most ${MAX_UPLOAD_BODY_BYTES / MB} MB can be sent at once`,
  tooManyImages: `At most ${MAX_IMAGES_PER_PRODUCT} images can be uploaded`,
  swatchesInvalid: 'Swatches must be a JSON list',
  variantsInvalid: 'Variants must be a list of product ids',
} as const;

/**
 * Why chosen images cannot be sent, before a byte is sent (issue 22 item 9): an image over
 * MAX_IMAGE_BYTES, named, or all of them over MAX_UPLOAD_BODY_BYTES. Null when they can go.
 */
export function imagesProblem(files: readonly { name: string; size: number }[]): string | null {
  const large = files.find((file) => file.size > MAX_IMAGE_BYTES);
  if (large) return `${large.name} is ${(large.size / MB).toFixed(1)} MB. ${uploadMessages.imageTooLarge}.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_UPLOAD_BODY_BYTES) return `${uploadMessages.uploadTooLarge}.`;
  return null;
}

/**
 * Product prices (docs/decisions/145): a number of rupees above 0 with at most 2 decimals (whole
 * paise), and at most MAX_PRICE_PAISE (Rs.10 lakh), far above any jute bag, so that a slip of the
 * keyboard is caught. The one rule, used by the admin forms and by the server.
 */
export const MAX_PRICE_PAISE: Paise = 100_000_000;
export const priceMessages = {
  notPositive: 'Price must be a number greater than 0, e.g. 699 or Rs.699.50',
  tooManyDecimals: 'Price can have at most 2 decimals',
  tooHigh: `Price must be at most ${formatPaise(MAX_PRICE_PAISE)}`,
} as const;

export type PriceReading = { ok: true; paise: Paise } | { ok: false; message: string };

/** An optional Rs./₹/INR, digits with thousands commas (Indian or western), any decimals (checked below). */
const PRICE_TEXT = /^(?:rs\.?|₹|inr)?\s*(\d[\d,]*)(?:\.(\d*))?$/i;

function inRange(paise: Paise): PriceReading {
  if (!(paise > 0)) return { ok: false, message: priceMessages.notPositive };
  if (paise > MAX_PRICE_PAISE) return { ok: false, message: priceMessages.tooHigh };
  return { ok: true, paise };
}

/**
 * A price as paise, or why it is refused. Text is what staff type or the form sends
 * ('699', 'Rs.1,299.50'): read digit by digit, so no floating-point rounding creeps in. A
 * number is rupees (the edit form's numericPrice). A minus sign or letters are refused, never
 * dropped: '-50' is not 50 and 'abc' is not 0.
 */
export function readPrice(value: string | number): PriceReading {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: priceMessages.notPositive };
    const paise = exactPaiseFromRupees(value);
    if (paise === null) return { ok: false, message: priceMessages.tooManyDecimals };
    return inRange(paise);
  }
  const match = PRICE_TEXT.exec(value.trim());
  if (!match) return { ok: false, message: priceMessages.notPositive };
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, message: priceMessages.tooManyDecimals };
  // Longer than the maximum's digits: too high, and never turned into an imprecise number.
  if (whole.length > String(rupeesFromPaise(MAX_PRICE_PAISE)).length)
    return { ok: false, message: priceMessages.tooHigh };
  return inRange(paiseFromDigits(whole, fraction));
}

/** The form rule: the message to show under Price, or null when the price is good. */
export function priceError(value: string | number): string | null {
  const reading = readPrice(value);
  return reading.ok ? null : reading.message;
}

/** A price field of a request; it comes out of the schema as paise. */
const priceSchema = <T extends z.ZodType<string | number>>(input: T) =>
  input.transform((value, ctx) => {
    const reading = readPrice(value);
    if (reading.ok) return reading.paise;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, messages.addProductRequired);

export const swatchInputSchema = z.object({
  colorName: text(60),
  colorCode: text(30),
  articleLink: text(300).default(''),
});

export const PRODUCT_ADDED = 'Product added successfully!';

export const productStatusSchema = z.enum(['active', 'inactive']);

/**
 * The product fields the edit dialog shows that are sent and stored as they are (spec 001
 * section 5); the price, swatches and variants are derived on both sides. One list for the
 * dialog's change detection and the server's update.
 */
export const EDITABLE_PRODUCT_FIELDS = [
  'title',
  'description',
  'category',
  'broadCategory',
  'articleCode',
  'sellingAttribute',
  'status',
  'featured',
] as const;

/**
 * `POST /api/admin/edit-product/{slug}`: the changed fields only (spec 001 section 5). A price
 * text is parsed for its number; numericPrice wins when both are sent; each one sent must be a
 * good price, and both come out as paise. `variants` is the whole new set of variant product ids.
 * `inventory` is refused with a message pointing to the stock adjustment: an absolute number
 * typed against a stale screen would overwrite the sales made since (docs/decisions/183).
 */
export const editProductSchema = z
  .object({
    title: required(200),
    description: text(5000),
    category: z.union([required(60), z.array(required(60)).min(1).max(10)]),
    broadCategory: required(60),
    price: priceSchema(z.string({ error: priceMessages.notPositive }).max(40, priceMessages.notPositive)),
    numericPrice: priceSchema(z.number({ error: priceMessages.notPositive })),
    articleCode: required(60),
    inventory: z
      .unknown()
      .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: stockMessages.editInventory })),
    sellingAttribute: required(60),
    status: productStatusSchema,
    featured: z.boolean(),
    variants: z.array(text(24).min(1)).max(50),
    swatches: z.array(swatchInputSchema).max(20),
    brandName: required(60),
    slug: required(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug must be lower-case words joined by hyphens'),
  })
  .partial();
export type EditProductInput = z.input<typeof editProductSchema>;

/** Absent from the add-product form, a required field gets the spec's one alert; wrong, its own words. */
const absentIsRequired = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? messages.addProductRequired : undefined),
};
const formRequired = (max: number) => z.string(absentIsRequired).trim().max(max).min(1, messages.addProductRequired);

/** A JSON list, or null when the text is not one. */
function parsedList(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The add-product multipart form (spec 001 section 7) as the server reads it
 * (server/http/read-form.ts, docs/decisions/259): the variants' ids (repeated, or one JSON list),
 * the swatches as JSON text, the text fields, then the pictures (repeated `images`). The first
 * refusal in that order is the one staff see: a list that is not one, a required field left out
 * (the spec's alert), a field that is wrong, no picture or too many. The price comes out as paise.
 */
export const addProductFormSchema = z.object({
  variants: z
    .array(z.string())
    .transform((values, ctx) => {
      const [only] = values;
      if (values.length !== 1 || !only?.trim().startsWith('[')) return values;
      const list = parsedList(only);
      if (list) return list;
      ctx.addIssue({ code: 'custom', message: uploadMessages.variantsInvalid });
      return z.NEVER;
    })
    .pipe(z.array(text(24).min(1)).max(50))
    .default([]),
  swatches: z
    .string()
    .transform((value, ctx) => {
      const list = parsedList(value);
      if (list) return list;
      ctx.addIssue({ code: 'custom', message: uploadMessages.swatchesInvalid });
      return z.NEVER;
    })
    .pipe(z.array(swatchInputSchema).max(20))
    .default([]),
  title: formRequired(200),
  category: formRequired(60),
  price: priceSchema(
    z.string(absentIsRequired).trim().min(1, messages.addProductRequired).max(40, priceMessages.notPositive),
  ),
  articleCode: formRequired(60),
  broadCategory: required(60).default('Jutexx'),
  description: text(5000).default(''),
  inventory: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_INVENTORY),
  sellingAttribute: text(60).default('Default'),
  alt: text(200).default(''),
  dataAltText: text(200).default(''),
  images: z
    .array(z.file({ error: messages.addProductImageRequired }))
    .min(1, messages.addProductImageRequired)
    .max(MAX_IMAGES_PER_PRODUCT, uploadMessages.tooManyImages),
});
export type AddProductForm = z.output<typeof addProductFormSchema>;

/** One event of the add-product stream (spec 001 section 7). */
export const uploadProgressEventSchema = z.object({
  progress: z.number(),
  message: z.string(),
  status: z.enum(['processing', 'completed', 'error']),
  product: productSchema.optional(),
});
export type UploadProgressEvent = z.infer<typeof uploadProgressEventSchema>;

/**
 * `GET /api/admin/products/{id}/unpacked-orders`: orders not yet packed that hold the product,
 * newest first (at most UNPACKED_ORDERS_SHOWN ids), asked before a delete so staff are warned.
 */
export const unpackedOrdersSchema = z.object({ count: z.number(), orderIds: z.array(z.string()) });
export type UnpackedOrders = z.infer<typeof unpackedOrdersSchema>;
export const UNPACKED_ORDERS_SHOWN = 5;

export const CONFIRM_DELETE_PRODUCT = 'Are you sure you want to delete this product?';

/** The delete question when orders still to be packed hold the product (docs/decisions/204). */
export function confirmDeleteUnpacked(count: number, numbers: string[]): string {
  const orders = count === 1 ? '1 order' : `${count} orders`;
  const listed = numbers.map((number) => `#${number}`).join(', ');
  const more = count > numbers.length ? ` and ${count - numbers.length} more` : '';
  return `${orders} not yet packed ${count === 1 ? 'holds' : 'hold'} this product (${listed}${more}). Deleting it removes its article code from the packing desk. Delete it anyway?`;
}
