import { isStoreCategoryId } from './catalogue';
import { CATEGORY_NAMES } from './category-names';
import { descriptionBullets } from './description-bullets';
import type { Product } from './product';

/**
 * The title and description of the pages the server also describes in the HTML it sends
 * (server/modules/web/page-head.ts): written once, so the head the server writes and the one
 * the client keeps up to date while the shopper moves around never disagree.
 */
export type PageMetaText = { title?: string; description?: string; keywords?: string };

export const HOME_META: PageMetaText = {
  title: 'Handmade Jute Bowls, Baskets & Bags',
  description:
    'Shop handmade jute and cotton bowls, baskets, laundry bags and home goods from India. Free shipping on all orders.',
  keywords: 'jute, jute bowls, jute baskets, laundry bags, handmade, eco-friendly, home decor, shopping, India',
};

/** /cart (the server writes its head too). */
export const BAG_META: PageMetaText = { title: 'Shopping bag' };
/** /search and /favourites, as their pages name themselves (the search page adds the query once typed). */
export const SEARCH_META: PageMetaText = { title: 'Search' };
export const FAVOURITES_META: PageMetaText = { title: 'Favourites' };

export function categoryMeta(id: string): PageMetaText {
  const title = isStoreCategoryId(id) ? CATEGORY_NAMES[id] : 'Category';
  return { title, description: `Shop ${title} at Jutexx: handmade, delivered free across India.` };
}

export function productMeta(product: Pick<Product, 'title' | 'description'>): PageMetaText {
  return { title: product.title, description: descriptionBullets(product.description).join('. ') };
}
