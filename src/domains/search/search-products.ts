import type { MirroredProduct } from '../../../contract/mirrored-product';
import { normalizeText } from '../../../contract/search-text';

/**
 * The storefront's own product search over what the device has mirrored
 * (docs/decisions/159-search.md): title, category, colour and article code, ignoring case,
 * accents and punctuation, and forgiving a small typo per word. Every word of the query must
 * match somewhere; the best matches come first.
 */

/** An article code without separators, so 'jx mtk 0003', 'JX-MTK-0003' and 'jxmtk0003' agree. */
export function compactCode(text: string): string {
  return normalizeText(text).replace(/ /g, '');
}

/** How many typos a query word may carry: none for short words, where one would match anything. */
export function typosAllowed(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, the commonest
 * phone typo), giving up as soon as it must exceed `max`: answers max + 1 then.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How well one query word matches one product word: 0 is no match. */
export function wordScore(term: string, word: string): number {
  if (word === term) return 4;
  if (word.startsWith(term)) return 3;
  if (term.length >= 3 && word.includes(term)) return 2;
  const max = typosAllowed(term);
  if (max === 0) return 0;
  // The whole word ('bowel' → 'bowls'), or its start while the shopper is still typing ('baske' → 'baskets').
  if (editDistance(term, word, max) <= max) return 1.5;
  if (word.length > term.length && editDistance(term, word.slice(0, term.length), max) <= max) return 1;
  return 0;
}

/** A product's searchable words, each with its field's weight, and its article code compacted. */
export type SearchableText = { words: Array<{ word: string; weight: number }>; code: string };

export function searchableText(product: MirroredProduct): SearchableText {
  const category = Array.isArray(product.category) ? product.category.join(' ') : product.category;
  const colours = product.swatches.map((swatch) => swatch.colorName).join(' ');
  const code = compactCode(product.articleCode);
  const weighted = (text: string, weight: number) =>
    normalizeText(text)
      .split(' ')
      .filter(Boolean)
      .map((word) => ({ word, weight }));
  return {
    words: [
      ...weighted(product.title, 3),
      ...weighted(`${category} ${product.broadCategory}`, 2),
      ...weighted(colours, 2),
      ...(code ? [{ word: code, weight: 3 }] : []),
    ],
    code,
  };
}

/** An article code typed whole or in part, with or without its dashes: 0 when it is not. */
export function codeScore(code: string, wanted: string): number {
  if (!code || wanted.length < 3) return 0;
  if (code === wanted) return 100;
  if (code.includes(wanted)) return 50;
  if (wanted.length >= 6 && editDistance(wanted, code, 1) <= 1) return 40;
  return 0;
}

/** The product's score for a query; 0 when some word of the query matches nothing. */
export function scoreProduct(product: MirroredProduct, query: string): number {
  const terms = normalizeText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return 0;
  const { words, code } = searchableText(product);
  const byCode = codeScore(code, compactCode(query));
  if (byCode > 0) return byCode;
  let total = 0;
  for (const term of terms) {
    let best = 0;
    for (const { word, weight } of words) best = Math.max(best, wordScore(term, word) * weight);
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/** Products matching the query, best first (then by title); shoppers see active products only. */
export function searchProducts(
  products: readonly MirroredProduct[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): MirroredProduct[] {
  return products
    .filter((product) => product.status !== 'inactive')
    .map((product) => ({ product, score: scoreProduct(product, query) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.product.title.localeCompare(b.product.title))
    .slice(0, limit)
    .map((hit) => hit.product);
}
