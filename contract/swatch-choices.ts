import type { MirroredProduct, MirroredSwatch } from './mirrored-product';
import { legacyProductCode, paths } from './paths';

const PRODUCT_PREFIX = paths.product.to('');

/**
 * The product key a swatch's article link opens: `/productpage/{slug}` (the seed's form), a
 * legacy `/en_in/productpage.{code}.html`, or a bare slug as staff may type it in the back
 * office. A link to another site or an empty one opens nothing (the swatch is then only a colour).
 */
export function swatchProductKey(articleLink: string): string | null {
  const link = articleLink.trim();
  if (!link || link.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(link)) return null;
  const path = link.split(/[?#]/)[0] ?? '';
  if (path.startsWith(PRODUCT_PREFIX)) {
    const key = path.slice(PRODUCT_PREFIX.length).replace(/\/+$/, '');
    return key && !key.includes('/') ? decodeURIComponent(key) : null;
  }
  if (path.startsWith('/en_in/')) return legacyProductCode(path.slice('/en_in/'.length));
  return path.includes('/') ? null : path;
}

/** Whether `key` names this product (its slug, id or article code; slugs ignore case). */
function isProduct(product: MirroredProduct, key: string): boolean {
  const lower = key.toLowerCase();
  return lower === product.slug.toLowerCase() || key === product._id || key === product.articleCode;
}

export type SwatchChoice = { swatch: MirroredSwatch; key: string | null; current: boolean };

/** The product's swatches with what each opens and which one is the product on screen. */
export function swatchChoices(product: MirroredProduct): SwatchChoice[] {
  const choices = product.swatches.map((swatch) => {
    const key = swatchProductKey(swatch.articleLink);
    return { swatch, key, current: key !== null && isProduct(product, key) };
  });
  // A product with one colour and no link is that colour.
  if (choices.length === 1 && choices[0] && choices[0].key === null) return [{ ...choices[0], current: true }];
  return choices;
}

/** "Colour: Indigo" for the product on screen; every colour when none of them is this product. */
export function colourLabel(choices: SwatchChoice[]): string {
  const current = choices.find((choice) => choice.current);
  const name = (choice: SwatchChoice) => choice.swatch.colorName || choice.swatch.colorCode;
  if (current) return `Colour: ${name(current)}`;
  return `Colours: ${choices.map(name).join(', ')}`;
}
