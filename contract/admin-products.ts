import { z } from 'zod';
import { DEFAULT_INVENTORY } from './constants';
import { messages } from './messages';
import type { Product } from './product';

/** Image limits of the add-product upload (docs/decisions/094). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 8;
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The width a product image's `src` names; the others are listed for srcset. */
export const IMAGE_MAIN_WIDTH = 800;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, messages.addProductRequired);

export const swatchInputSchema = z.object({
  colorName: text(60),
  colorCode: text(30),
  articleLink: text(300).default(''),
});

export const productStatusSchema = z.enum(['active', 'inactive']);

/**
 * `POST /api/admin/edit-product/{slug}`: the changed fields only (spec 001 section 5). A price
 * text is parsed for its number; numericPrice wins when both are sent. `variants` is the whole
 * new set of variant product ids.
 */
export const editProductSchema = z
  .object({
    title: required(200),
    description: text(5000),
    category: z.union([required(60), z.array(required(60)).min(1).max(10)]),
    broadCategory: required(60),
    price: required(40),
    numericPrice: z.number().min(0).max(10_000_000),
    articleCode: required(60),
    inventory: z.number().int().min(0).max(1_000_000),
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

/** The text fields of the add-product multipart form; `swatches` arrives as JSON text. */
export const addProductFieldsSchema = z.object({
  title: required(200),
  category: required(60),
  broadCategory: required(60).default('Jutexx'),
  price: required(40),
  articleCode: required(60),
  description: text(5000).default(''),
  inventory: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_INVENTORY),
  sellingAttribute: text(60).default('Default'),
  alt: text(200).default(''),
  dataAltText: text(200).default(''),
  swatches: z.array(swatchInputSchema).max(20).default([]),
  variants: z.array(text(24).min(1)).max(50).default([]),
});

/** One event of the add-product stream (spec 001 section 7). */
export type UploadProgressEvent = {
  progress: number;
  message: string;
  status: 'processing' | 'completed' | 'error';
  product?: Product;
};
