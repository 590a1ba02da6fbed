import { priceError, readPrice } from '../../../contract/admin-products';
import { OWN_COLLECTION_BROAD_CATEGORY } from '../../../contract/catalogue';
import { DEFAULT_INVENTORY } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { formatPaise, rupeesFromPaise } from '../../../contract/money';

export type SwatchDraft = { colorName: string; colorCode: string; articleLink: string };

/** The add-product form's values (@mantine/form). */
export type AddProductValues = {
  title: string;
  description: string;
  category: string;
  broadCategory: string;
  price: string;
  articleCode: string;
  inventory: number;
  sellingAttribute: string;
  alt: string;
  dataAltText: string;
  swatches: SwatchDraft[];
};

export const ADD_PRODUCT_DEFAULTS: AddProductValues = {
  title: '',
  description: '',
  category: '',
  broadCategory: OWN_COLLECTION_BROAD_CATEGORY,
  price: '',
  articleCode: '',
  inventory: DEFAULT_INVENTORY,
  sellingAttribute: 'Default',
  alt: '',
  dataAltText: '',
  swatches: [],
};

/** The spec's alert text when something is missing, else null (required first, then images). */
export function addProductProblem(values: AddProductValues, imageCount: number): string | null {
  const required = [values.title, values.category, values.broadCategory, values.price, values.articleCode];
  if (required.some((value) => !value.trim())) return messages.addProductRequired;
  if (imageCount < 1) return messages.addProductImageRequired;
  return null;
}

/**
 * The Price field's rule (contract's priceError, docs/decisions/145): the message shown under
 * the field. An empty price is left to the spec's alert for required fields.
 */
export function addPriceError(value: string): string | null {
  return value.trim() === '' ? null : priceError(value);
}

/** The price as it will be sent ('Rs.1,299.50') and its number, or null while it is not a good price. */
export function pricePreview(value: string): { price: string; numericPrice: number } | null {
  const reading = readPrice(value);
  if (!reading.ok) return null;
  return { price: formatPaise(reading.paise), numericPrice: rupeesFromPaise(reading.paise) };
}

/** A swatch is added only when both its colour name and code are given. */
export function withSwatch(list: SwatchDraft[], draft: SwatchDraft): SwatchDraft[] {
  const colorName = draft.colorName.trim();
  const colorCode = draft.colorCode.trim();
  if (!colorName || !colorCode) return list;
  if (list.some((swatch) => swatch.colorName === colorName && swatch.colorCode === colorCode)) return list;
  return [...list, { colorName, colorCode, articleLink: draft.articleLink.trim() }];
}

/** The text fields of the multipart body, with the spec's derived values and defaults. */
export function addProductFields(values: AddProductValues): Record<string, string> {
  const title = values.title.trim();
  // The form's rule stops a bad price before this; were one to slip through, it is sent as
  // typed so that the server refuses it with its message, rather than sent as some number.
  const price = pricePreview(values.price);
  return {
    title,
    description: values.description.trim(),
    category: values.category,
    broadCategory: values.broadCategory.trim(),
    price: price?.price ?? values.price.trim(),
    ...(price ? { numericPrice: String(price.numericPrice) } : {}),
    articleCode: values.articleCode.trim(),
    inventory: String(values.inventory),
    sellingAttribute: values.sellingAttribute.trim() || 'Default',
    alt: values.alt.trim() || `${title} Model`,
    dataAltText: values.dataAltText.trim() || title,
    swatches: JSON.stringify(values.swatches),
  };
}

export function addProductFormData(values: AddProductValues, images: File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(addProductFields(values))) body.append(name, value);
  for (const image of images) body.append('images', image, image.name);
  return body;
}
