/**
 * The slug preview of the add form (spec 001 section 5): the title lower-cased, punctuation
 * removed, spaces turned to hyphens, then '-' and the broad category appended as typed. The
 * server makes the real slug; this only shows staff what to expect.
 */
export function productSlug(title: string, broadCategory: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${base}-${broadCategory.trim()}`;
}
