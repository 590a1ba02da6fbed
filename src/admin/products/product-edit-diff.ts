import { EDITABLE_PRODUCT_FIELDS, priceError } from '../../../contract/admin-products';
import { formatRupees, rupeesFromPaise } from '../../../contract/money';
import type { Product, ProductStatus } from '../../../contract/product';

/** What the edit dialog lets staff change; stock is not one of them (Adjust stock, docs/decisions/183). */
export type EditableProduct = {
  title: string;
  description: string;
  category: string;
  broadCategory: string;
  /** Rupees, as shown in the dialog. */
  price: number;
  articleCode: string;
  sellingAttribute: string;
  status: ProductStatus;
  featured: boolean;
  /** Variant product ids. */
  variants: string[];
};

/** The body of POST /api/admin/edit-product/{slug}: only what changed. */
export type EditProductBody = Partial<Omit<EditableProduct, 'price'>> & { price?: string; numericPrice?: number };

/**
 * The dialog's price in rupees (spec 001 section 5): the price text's digits are its paise,
 * as the text always has two decimals ('Rs.2,299.00' → 229900 paise → 2299).
 */
export function priceFromText(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits ? rupeesFromPaise(Number(digits)) : 0;
}

/**
 * The Price field's rule (contract's priceError, docs/decisions/145). The number input gives ''
 * when cleared: no price is not a price.
 */
export function editPriceError(value: number | string): string | null {
  return priceError(value === '' ? Number.NaN : Number(value));
}

/**
 * The server's field messages on the dialog's fields; numericPrice is the Price field too,
 * since the dialog sends the price as text and number.
 */
export function formErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  const { numericPrice, ...rest } = fieldErrors;
  return numericPrice && !rest.price ? { ...rest, price: numericPrice } : rest;
}

export function editableOf(product: Product): EditableProduct {
  return {
    title: product.title,
    description: product.description,
    category: Array.isArray(product.category) ? (product.category[0] ?? '') : product.category,
    broadCategory: product.broadCategory,
    price: priceFromText(product.price),
    articleCode: product.articleCode,
    sellingAttribute: product.sellingAttribute,
    status: product.status,
    featured: product.featured,
    variants: product.variants.map((variant) => variant._id),
  };
}

function sameSet(a: string[], b: string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

/**
 * The changed fields only (spec 001 section 5); an empty object means nothing to send.
 * Variants are compared as sets; a changed price is sent as its text and its number.
 */
export function changedFields(original: EditableProduct, edited: EditableProduct): EditProductBody {
  const body: EditProductBody = {};
  for (const key of EDITABLE_PRODUCT_FIELDS) {
    if (original[key] !== edited[key]) Object.assign(body, { [key]: edited[key] });
  }
  if (original.price !== edited.price) {
    body.price = formatRupees(edited.price);
    body.numericPrice = edited.price;
  }
  if (!sameSet(original.variants, edited.variants)) body.variants = [...new Set(edited.variants)];
  return body;
}

/** Variant search candidates: needs text; excludes the product itself and variants already chosen. */
export function variantCandidates<T extends { _id: string }>(
  results: T[],
  chosen: string[],
  selfId: string,
  text: string,
): T[] {
  if (!text.trim()) return [];
  const taken = new Set([...chosen, selfId]);
  return results.filter((product) => !taken.has(product._id));
}
