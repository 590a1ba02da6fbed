import { paths } from './paths';

/** A product page's address: its slug, or its id where it has none. */
export function productHref(product: { slug: string; _id: string }): string {
  return paths.product.to(product.slug || product._id);
}

/** Words of a title or category as they appear in a product's address: 'Tote & Bag!' → 'tote-and-bag'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/**
 * A product's slug (spec 001 section 5): the title's slug, then '-' and the broad category's.
 * The server saves it (with a short suffix when another product has it already); the add form's
 * summary shows the same rule's answer, so what staff see is what is saved.
 */
export function productSlug(title: string, broadCategory: string): string {
  return [slugify(title), slugify(broadCategory)].filter((part) => part !== '').join('-');
}
