import { matchesTypeFilter } from './catalogue';
import { HOME_CAROUSEL_MAX_ITEMS } from './constants';
import type { MirroredProduct } from './mirrored-product';

export const BESTSELLER_TAGS = ['Bestseller', 'New', 'Popular', 'Limited'] as const;

export type HomeSections<P extends MirroredProduct = MirroredProduct> = {
  bestsellers: P[];
  bowls: P[];
  laundryBags: P[];
};

/**
 * What the home page shows, from the own collection (bowls, laundry bags) and all products
 * (the featured bestsellers). Pure, and shared: the page renders these sections and the server
 * describes the same products in the head of `/` (server/modules/web/page-content.ts).
 */
export function homeSections<P extends MirroredProduct>(own: readonly P[], all: readonly P[]): HomeSections<P> {
  const byType = (type: string) =>
    own.filter((product) => matchesTypeFilter(product.category, type)).slice(0, HOME_CAROUSEL_MAX_ITEMS);
  return {
    bestsellers: all.filter((product) => product.featured).slice(0, BESTSELLER_TAGS.length),
    bowls: byType('bowl'),
    laundryBags: byType('laundry'),
  };
}

/** Each product of the sections once, in the order the page shows them. */
export function homeProducts<P extends MirroredProduct>(sections: HomeSections<P>): P[] {
  const all = [...sections.bestsellers, ...sections.bowls, ...sections.laundryBags];
  return [...new Map(all.map((product) => [product._id, product])).values()];
}
