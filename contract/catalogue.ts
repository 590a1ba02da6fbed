/** Storefront category ids (spec 000 section 2) and the product-type filters of the listing. */
export const STORE_CATEGORY_IDS = ['men', 'ladies', 'sport', 'kids', 'baby', 'home', 'products'] as const;
export type StoreCategoryId = (typeof STORE_CATEGORY_IDS)[number];

/** /store/sport lists the 'sports' department; 'products' is the shop's own collection. */
export const DEPARTMENT_OF: Record<Exclude<StoreCategoryId, 'products'>, string> = {
  men: 'men',
  ladies: 'ladies',
  sport: 'sports',
  kids: 'kids',
  baby: 'baby',
  home: 'home',
};

/** The broad category of the shop's own collection (the admin form's default). */
export const OWN_COLLECTION_BROAD_CATEGORY = 'Jutexx';
export const NEW_ARRIVAL_BROAD_CATEGORY = 'newArrival';

export function isStoreCategoryId(id: string): id is StoreCategoryId {
  return (STORE_CATEGORY_IDS as readonly string[]).includes(id);
}

/** Product-type filter buttons of the listing side list; 'any' is labelled View All. */
export const PRODUCT_TYPE_FILTERS = [
  { value: 'any', label: 'View All' },
  { value: 'basket', label: 'Baskets' },
  { value: 'bowl', label: 'Bowls' },
  { value: 'laundry', label: 'Laundry Bags' },
  { value: 'matka', label: 'Matka' },
  { value: 'ladies', label: 'Ladies Side Bags' },
  { value: 'mobile', label: 'Mobile Bags' },
  { value: 'tissue', label: 'Tissue Boxes' },
] as const;

/** Banner buttons of the own-collection listing; the spec spells one value 'laundary'. */
export const OWN_COLLECTION_BANNER_FILTERS = [
  { value: 'any', label: 'All' },
  { value: 'bowl', label: 'Bowls' },
  { value: 'laundary', label: 'Laundry' },
  { value: 'basket', label: 'Baskets' },
] as const;

/** Admin add-form category values and their display names (spec 001 section 9). */
export const ADMIN_CATEGORIES = [
  { value: 'laundry', label: 'laundry bags' },
  { value: 'bowl', label: 'bowl' },
  { value: 'matka', label: 'matka' },
  { value: 'rect', label: 'rect.' },
  { value: 'ladies', label: 'ladies side bag' },
  { value: 'mobile', label: 'mobile Bags' },
  { value: 'tissue', label: 'tissue Boxes' },
] as const;

function categoryText(category: string | string[]): string {
  return (Array.isArray(category) ? category.join(' ') : category).toLowerCase();
}

/**
 * Whether a product's category text matches a type filter. 'laundary' (the spec's spelling of
 * a banner value) is read as 'laundry'; see docs/decisions.
 */
export function matchesTypeFilter(category: string | string[], filter: string): boolean {
  if (filter === 'any' || filter === '') return true;
  const wanted = filter === 'laundary' ? 'laundry' : filter;
  return categoryText(category).includes(wanted);
}

export type TypeFilter = (typeof PRODUCT_TYPE_FILTERS)[number];

/**
 * The type filter buttons worth showing for a listing, from its products' categories (each
 * product's, as a mirrored collection keeps them beside its ids): 'View All' and each type at least
 * one of its products has. A department without bowls offers no 'Bowls' button that could only
 * answer "No products found"; with no type at all only 'View All' is left. Each distinct category
 * is matched once, since a department has thousands of products and a handful of categories. The
 * app's listing, the server's and the worker's written listing read their filters here.
 */
export function typeFiltersOf(categories: readonly (string | string[])[]): TypeFilter[] {
  const distinct = new Map<string, string | string[]>();
  for (const category of categories) {
    const text = Array.isArray(category) ? category.join('\u0000') : category;
    if (!distinct.has(text)) distinct.set(text, category);
  }
  const kinds = [...distinct.values()];
  return PRODUCT_TYPE_FILTERS.filter(
    (filter) => filter.value === 'any' || kinds.some((category) => matchesTypeFilter(category, filter.value)),
  );
}

const KNOWN_TYPES = new Set<string>([
  ...PRODUCT_TYPE_FILTERS.map((filter) => filter.value),
  ...OWN_COLLECTION_BANNER_FILTERS.map((filter) => filter.value),
]);

/**
 * A type from a legacy link (e.g. 'coaster') that has no button of its own: the listing's toolbar
 * shows it as a filter to clear.
 */
export function isCustomType(type: string): boolean {
  return !KNOWN_TYPES.has(type);
}

/** 'laundary' (the banner's spelling) and 'laundry' (the side list's) are one filter. */
export function sameType(a: string, b: string): boolean {
  const normal = (value: string) => (value === 'laundary' ? 'laundry' : value || 'any');
  return normal(a) === normal(b);
}

export type SortOrder = 'lowToHigh' | 'highToLow';

export function parseSortOrder(value: string | null): SortOrder | null {
  return value === 'lowToHigh' || value === 'highToLow' ? value : null;
}

/** A listing's type filter and sort as its address gives them (?type=, ?sort=). */
export type ListingParams = { type: string; sort: SortOrder | null };

export function listingParamsOf(search: URLSearchParams): ListingParams {
  return { type: search.get('type') ?? 'any', sort: parseSortOrder(search.get('sort')) };
}

/** A list's columns, one entry per product in the list's order (as a mirrored collection keeps them). */
export type ListingColumns = { prices: readonly number[]; categories: readonly (string | string[])[] };

/**
 * Positions in the list of the filtered listing, in its order: the server's, or by price (a
 * stable sort, so equal prices keep the server's order). The app's listing reads its cards so
 * (src/domains/catalogue/read-listing.ts), and the server and the service worker write a
 * filtered or sorted listing's first cards so (contract/first-screen.ts).
 */
export function listingOrder(columns: ListingColumns, { type, sort }: ListingParams): number[] {
  const order: number[] = [];
  columns.categories.forEach((category, position) => {
    if (matchesTypeFilter(category, type)) order.push(position);
  });
  const { prices } = columns;
  if (sort === 'lowToHigh') order.sort((a, b) => (prices[a] as number) - (prices[b] as number));
  if (sort === 'highToLow') order.sort((a, b) => (prices[b] as number) - (prices[a] as number));
  return order;
}
export const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'lowToHigh', label: 'Price: Low to High' },
  { value: 'highToLow', label: 'Price: High to Low' },
];
