import {
  isStoreCategoryId,
  type ListingColumns,
  type ListingParams,
  listingOrder,
  type SortOrder,
  type StoreCategoryId,
  type TypeFilter,
  typeFiltersOf,
} from './catalogue';
import { BESTSELLER_TAGS, homeSections } from './home-sections';
import type { MirroredProduct } from './mirrored-product';
import { categoryMeta } from './page-meta';

/** Home, a listing or a product: its heading and products. */
export type ProductsScreen = {
  heading: string;
  products: MirroredProduct[];
  /** 'home': the hero, the delivery strip and the bestsellers, as home draws them (decision 304). */
  layout: 'product' | 'home';
  /** Home's bestsellers carry their tags, as the page draws them. */
  badges?: readonly string[];
};

/**
 * What the first screen shows before the scripts arrive: the top bar and the page's real
 * products, rendered to HTML inside #root from the app's own components
 * (contract/first-screen-render.tsx, docs/decisions/200) by the server (decision 165: on Slow 3G
 * the HTML lands in about 2.5 s and the scripts many seconds later) and, on a repeat visit, by the
 * service worker from the mirror (decision 177). The app replaces it in one frame once the opened
 * page can draw its own (src/ui/first-screen.ts, decision 176).
 */
export type FirstScreen =
  | ProductsScreen
  /** /cart: its title, and the empty bag's words when the request has no session (a visitor has no bag). */
  | { heading: string; layout: 'bag'; empty: boolean }
  /**
   * /search and /favourites: what they show lives on the device or comes as the shopper types, so
   * the server writes their frame, the top bar and the page's title, and the app fills it
   * (docs/decisions/291). `emptyFavourites` for a visitor's /favourites (a visitor keeps none):
   * the title centred over the empty state, as the page draws it (decision 351).
   */
  | { heading: string; layout: 'frame'; emptyFavourites?: boolean }
  /**
   * /search?q=…: the frame, the field holding the query, the count and the shop's first matches
   * (docs/decisions/293), as the page draws them once the shop has answered.
   */
  | SearchScreen
  | ListingScreen;

/**
 * /store/:id: the banner, the type filters the department has products for, the first cards
 * (docs/decisions/304), as the listing draws them.
 */
export type ListingScreen = {
  heading: string;
  layout: 'listing';
  department: StoreCategoryId | null;
  filters: TypeFilter[];
  /** The type the address filters by ('any': none): its buttons are drawn chosen. */
  type: string;
  /** The order the address asks for (null: the shop's): the sort menu says it. */
  sort: SortOrder | null;
  products: MirroredProduct[];
};

export type SearchScreen = {
  heading: string;
  layout: 'results';
  /** As the shopper typed it (the field shows it); the count line quotes it trimmed. */
  query: string;
  /** How many products the shop found; `products` are the first of them. */
  count: number;
  products: MirroredProduct[];
};

/** A listing's first screen on a phone is two rows of two; a few more cover wider screens. */
export const FIRST_SCREEN_CARDS = 8;

/**
 * The positions in a list of a listing's first cards, filtered and sorted as its address asks
 * (?type=, ?sort=), by the rule the app's listing reads its cards by (listingOrder).
 */
export const firstListingPositions = (columns: ListingColumns, params: ListingParams): number[] =>
  listingOrder(columns, params).slice(0, FIRST_SCREEN_CARDS);

/**
 * What each page's first screen shows, written by the server (server/modules/web/page-content.ts)
 * and, on a repeat visit, by the service worker from the mirror (sw/first-screen.ts): one rule.
 */
export const firstScreens = {
  /** `/`: the featured bestsellers of all products (contract/home-sections.ts). */
  home: (all: readonly MirroredProduct[]): ProductsScreen => ({
    heading: 'Bestsellers',
    products: homeSections([], all).bestsellers,
    layout: 'home',
    badges: BESTSELLER_TAGS,
  }),
  /** Whether `all` (a beginning of the list) already holds every bestseller home shows. */
  homeComplete: (all: readonly MirroredProduct[]) => homeSections([], all).bestsellers.length >= BESTSELLER_TAGS.length,
  /**
   * `/store/:id`: the category's first `cards` (at firstListingPositions: the API's order, or as
   * the address filters and sorts), the type filters for the categories of all its products
   * (`categories`: each product's, as the mirror keeps them), and the type and order chosen.
   */
  category: (
    id: string,
    cards: readonly MirroredProduct[],
    categories: readonly MirroredProduct['category'][],
    params: ListingParams = { type: 'any', sort: null },
  ): ListingScreen => ({
    heading: categoryMeta(id).title ?? '',
    layout: 'listing',
    department: isStoreCategoryId(id) ? id : null,
    filters: typeFiltersOf(categories),
    type: params.type,
    sort: params.sort,
    products: cards.slice(0, FIRST_SCREEN_CARDS),
  }),
  /** `/search?q=…`: the shop's answer to the query, its first cards. */
  search: (heading: string, query: string, products: readonly MirroredProduct[]): SearchScreen => ({
    heading,
    layout: 'results',
    query,
    count: products.length,
    products: products.slice(0, FIRST_SCREEN_CARDS),
  }),
  /** `/productpage/:num`: the product's picture, title and price. */
  product: (product: MirroredProduct): ProductsScreen => ({
    heading: product.title,
    products: [product],
    layout: 'product',
  }),
};

/** Marks the product's price in its written first screen (the offline repeat-visit bench looks for it). */
export const FIRST_SCREEN_PRICE_TESTID = 'first-screen-price';
