/**
 * A search's text as the storefront asks the shop for it and keeps its answer
 * (collectionKeys.search), and as the server writes a searched page's first screen
 * (docs/decisions/159-search.md, 293): both sides normalize it here, so the list the page carries
 * is the one the app looks for.
 */

/** Lower case, accents and punctuation dropped: 'Jute-Bowl, Natural' → 'jute bowl natural'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Shorter queries are answered from the device only: one letter would ask for the whole shop. */
const MIN_SERVER_QUERY_LENGTH = 2;

/**
 * Whether the shop's search is asked for this normalized text: by the app as the shopper types,
 * and by the server, which writes a searched page with the shop's answer only then (decision 293).
 */
export function asksTheShop(text: string): boolean {
  return text.length >= MIN_SERVER_QUERY_LENGTH;
}

/** The search page's field, as the app draws it and the server writes it (docs/decisions/293). */
export const SEARCH_FIELD = {
  label: 'Search products',
  placeholder: 'Bowls, baskets, colours or an article code',
} as const;

/** The first line of the search page's status: what was found for the (trimmed) query. */
export function searchCountLine(count: number, query: string): string {
  return `${count === 1 ? '1 product' : `${count} products`} ${searchedFor(query)}`;
}

/** The count line's end, naming the text searched for. */
export function searchedFor(query: string): string {
  return `for “${query}”.`;
}

/** Its second line, once the shop has answered (the server writes it that way too). */
export const SEARCHED_WHOLE_SHOP = 'Searched the whole shop.';
