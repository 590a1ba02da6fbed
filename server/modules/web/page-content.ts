import { isStoreCategoryId, type ListingParams } from '../../../contract/catalogue';
import { collectionKeys } from '../../../contract/collection-keys';
import type { FirstPaintList } from '../../../contract/first-paint';
import { type FirstScreen, firstListingPositions, firstScreens } from '../../../contract/first-screen';
import { homeProducts, homeSections } from '../../../contract/home-sections';
import { IMAGE_SIZES } from '../../../contract/image-variants';
import {
  BAG_META,
  categoryMeta,
  FAVOURITES_META,
  HOME_META,
  type PageMetaText,
  productMeta,
  SEARCH_META,
} from '../../../contract/page-meta';
import { paths } from '../../../contract/paths';
import type { Product } from '../../../contract/product';
import { asksTheShop, normalizeText } from '../../../contract/search-text';
import { productJsonLd, productListJsonLd } from '../../../contract/structured-data';
import type { Db } from '../../db/client';
import { findProduct, listAllProducts, listStoreCategory, searchProducts } from '../catalogue/catalogue-service';
import { PAGE_MODULES } from './page-preloads';

/** What the server writes into the shell for one address (shell-html.ts puts it in). */
export type PageContent = {
  status: 200 | 404;
  meta: PageMetaText;
  /** Path of the canonical URL; absent for a page that must not be indexed. */
  canonicalPath?: string;
  ogType: 'website' | 'product';
  /** The first screen's main picture: Open Graph image, preloaded as the page will draw it. */
  image?: { src: string; sizes: string };
  jsonLd?: (links: { origin: string; productUrl: (product: Product) => string }) => object;
  /** The first screen as plain HTML until the scripts run (contract/first-screen-render.tsx). */
  firstScreen?: FirstScreen;
  /** The lists the first screen reads, as the API answers them (shell-html.ts packs them). */
  lists: FirstPaintList[];
  /** The app's modules the page needs to take over (page-preloads.ts), fetched beside the shell. */
  appModules?: readonly string[];
};

const PUBLIC = { includeInactive: false };

/** A product's first picture (what its card and its page's gallery draw first). */
function pictureOf(product: Product | undefined, sizes: string): PageContent['image'] {
  const src = product?.image[0]?.src;
  return src ? { src, sizes } : undefined;
}

/** `/`: the lists the home page reads, the products it shows as an ItemList. */
export async function homeContent(db: Db): Promise<PageContent> {
  const [own, all] = await Promise.all([listStoreCategory(db, 'products', undefined), listAllProducts(db, PUBLIC)]);
  const sections = homeSections(own, all);
  const shown = homeProducts(sections);
  return {
    status: 200,
    meta: HOME_META,
    canonicalPath: paths.home.to(),
    ogType: 'website',
    image: pictureOf(sections.bestsellers[0], IMAGE_SIZES.card),
    firstScreen: firstScreens.home(all),
    appModules: PAGE_MODULES.home,
    jsonLd: (links) => productListJsonLd(shown, links),
    lists: [
      { key: collectionKeys.category('products'), products: own },
      { key: collectionKeys.allProducts(), products: all },
    ],
  };
}

/**
 * `/store/:id`: the category as GET /api/products/data/{id} answers it; unknown ids are empty. The
 * first cards are those the listing shows for the address's ?type= and ?sort= (`params`), so the
 * app's cards take over the same ones.
 */
export async function categoryContent(
  db: Db,
  id: string,
  params: ListingParams = { type: 'any', sort: null },
): Promise<PageContent> {
  const products = isStoreCategoryId(id) ? await listStoreCategory(db, id, undefined) : [];
  const categories = products.map((product) => product.category);
  const positions = firstListingPositions(
    { prices: products.map((product) => product.numericPrice), categories },
    params,
  );
  return {
    status: 200,
    meta: categoryMeta(id),
    canonicalPath: paths.store.to(id),
    ogType: 'website',
    image: pictureOf(products[0], IMAGE_SIZES.card),
    firstScreen: firstScreens.category(
      id,
      positions.flatMap((position) => products[position] ?? []),
      categories,
      params,
    ),
    appModules: PAGE_MODULES.category,
    jsonLd: (links) => productListJsonLd(products, links),
    lists: isStoreCategoryId(id) ? [{ key: collectionKeys.category(id), products }] : [],
  };
}

/**
 * `/cart`: the bag lives on the shopper's device, so the server writes only what it knows: the
 * page's title, and for a request without a customer session the empty bag a visitor sees
 * (docs/decisions/176). Nothing private is in it (a crawler is a visitor), so it is an ordinary
 * page with its canonical URL.
 */
export function bagContent(signedIn: boolean): PageContent {
  return {
    status: 200,
    meta: BAG_META,
    canonicalPath: paths.cart.to(),
    ogType: 'website',
    firstScreen: { heading: BAG_META.title ?? '', layout: 'bag', empty: !signedIn },
    appModules: PAGE_MODULES.bag,
    lists: [],
  };
}

/**
 * `/search` and `/favourites`: what they show is typed by the shopper or kept on their device, so
 * the server writes their frame only, the top bar and the title, for the first paint to come with
 * the HTML instead of after the scripts (docs/decisions/291). Neither is indexed: a search's
 * answers are the listings', and favourites are the shopper's own.
 */
export function frameContent(page: 'search' | 'favourites', signedIn: boolean): PageContent {
  const meta = page === 'search' ? SEARCH_META : FAVOURITES_META;
  return {
    status: 200,
    meta,
    ogType: 'website',
    // A visitor's favourites are empty (the heart asks them to sign in first): the page's empty
    // state is written with its title (docs/decisions/351).
    firstScreen: { heading: meta.title ?? '', layout: 'frame', emptyFavourites: page === 'favourites' && !signedIn },
    appModules: PAGE_MODULES[page],
    lists: [],
  };
}

/**
 * `/search?q=…` (a shared or bookmarked search, or one sent from the written field before the app
 * came): the frame, the field with the query and the shop's answer, as GET
 * /api/products/data/search/{text} gives it for the normalized text, which the data block carries
 * under the key the app looks for (docs/decisions/293). A query too short for the shop to be
 * asked gets the frame alone, as the app answers it from the device.
 */
export async function searchContent(db: Db, query: string, signedIn: boolean): Promise<PageContent> {
  const text = normalizeText(query);
  if (!asksTheShop(text)) return frameContent('search', signedIn);
  const products = await searchProducts(db, text, PUBLIC);
  return {
    ...frameContent('search', signedIn),
    // As the app's page titles it.
    meta: { ...SEARCH_META, title: `${SEARCH_META.title}: ${query.trim()}` },
    firstScreen: firstScreens.search(SEARCH_META.title ?? '', query, products),
    image: pictureOf(products[0], IMAGE_SIZES.card),
    lists: [{ key: collectionKeys.search(text), products }],
  };
}

/**
 * `/productpage/:num`: the product as GET /api/products/data/item/{num} answers it. Unknown
 * (or inactive) → 404 with the plain shell and noindex; the client shows its not-found state
 * (docs/decisions/166).
 */
export async function productContent(db: Db, key: string): Promise<PageContent> {
  const product = await findProduct(db, key, PUBLIC);
  if (!product) return { status: 404, meta: { title: 'Product not found' }, ogType: 'website', lists: [] };
  return {
    status: 200,
    meta: productMeta(product),
    canonicalPath: paths.product.to(product.slug || product._id),
    ogType: 'product',
    image: pictureOf(product, IMAGE_SIZES.gallery),
    firstScreen: firstScreens.product(product),
    appModules: PAGE_MODULES.product,
    jsonLd: (links) => productJsonLd(product, links),
    lists: [{ key: collectionKeys.item(key), products: [product] }],
  };
}
