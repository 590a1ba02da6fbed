import { z } from 'zod';

/** A product's status (spec 001 section 4): an inactive one is kept from shoppers. */
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Product as the API sends it (spec 000 section 3, spec 001 section 3). */
export const productImageSchema = z.object({
  _id: z.string(),
  src: z.string(),
  /** The hover picture shown on cards. */
  dataAltImage: z.string(),
  alt: z.string(),
  dataAltText: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const swatchSchema = z.object({
  _id: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  articleLink: z.string(),
});
export type Swatch = z.infer<typeof swatchSchema>;

export const productVariantSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  _id: z.string(),
  articleCode: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Bullet points joined by DESCRIPTION_DELIMITER. */
  description: z.string(),
  category: z.union([z.string(), z.array(z.string())]),
  broadCategory: z.string(),
  /** Display text such as 'Rs.2,299.00'; always formatPaise of the stored paise. */
  price: z.string(),
  /** Rupees: the stored paise as rupeesFromPaise gives them. */
  numericPrice: z.number(),
  sellingAttribute: z.string(),
  image: z.array(productImageSchema),
  swatches: z.array(swatchSchema),
  variants: z.array(productVariantSchema),
  inventory: z.number(),
  reviews: z.array(z.object({ rating: z.number() })),
  brandName: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  __v: z.number(),
});
export type Product = z.infer<typeof productSchema>;

export const inventoryResponseSchema = z.object({ inventory: z.number() });
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;
