/**
 * Product as the API sends it (spec 000 section 3, spec 001 section 3). The shapes are declared
 * with their zod schemas in product-schema.ts; named here for the storefront's entry, which
 * must not carry zod (docs/decisions/163): these re-exports are types only.
 */
export type {
  InventoryResponse,
  Product,
  ProductImage,
  ProductStatus,
  ProductVariant,
  Swatch,
} from './product-schema';
