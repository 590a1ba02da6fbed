import { matchPath, type Params } from 'react-router';
import { listingParamsOf } from '../../contract/catalogue';
import { collectionKeys } from '../../contract/collection-keys';
import { LISTING_PAGE_SIZE } from '../../contract/constants';
import { paths } from '../../contract/paths';
import { normalizeText } from '../../contract/search-text';
import type { FirstAnswer } from '../data/live-query';
import { readSessionUserFirst } from '../domains/account/use-session-user';
import { readBagFirst } from '../domains/bag/refresh-bag';
import { readBagLineFirst } from '../domains/bag/use-bag-line';
import { readCategoryListingFirst } from '../domains/catalogue/catalogue-collections';
import { readCollectionFirst } from '../domains/catalogue/use-collection';
import { readProductFirst } from '../domains/catalogue/use-product';

/**
 * What the pages with data read first read: from the mirror before the page's first render, so
 * that render already has it (data/live-query.ts). For the page the app opens on, before the
 * app's first render (app/main.tsx, decision 176): a product reopened offline draws at once, and
 * the server's first screen gives way to the page without a loading state between. For a page a
 * tap opens, before the address changes (`readPageAhead`, decision 335). The same queries as the
 * pages' hooks.
 */
const FIRST_READS: {
  pattern: string;
  read: (params: Params, search: URLSearchParams) => Promise<readonly FirstAnswer[]>;
}[] = [
  {
    pattern: paths.home.pattern,
    read: () =>
      Promise.all([
        readCollectionFirst(collectionKeys.category('products')),
        readCollectionFirst(collectionKeys.allProducts()),
      ]),
  },
  {
    pattern: paths.store.pattern,
    read: (params, search) =>
      readCategoryListingFirst(params.id ?? '', { ...listingParamsOf(search), shown: LISTING_PAGE_SIZE }),
  },
  // The product and, when it is in the bag, its line: drawn 'in your bag' at once (decision 368).
  {
    pattern: paths.product.pattern,
    read: async (params) => {
      const { answer, productId } = await readProductFirst(params.num ?? '');
      return productId ? [answer, await readBagLineFirst(productId)] : [answer];
    },
  },
  // Who the shopper is and the device's bag: the bag page is drawn with its lines, not its skeleton.
  { pattern: paths.cart.pattern, read: () => Promise.all([readSessionUserFirst(), readBagFirst()]) },
  // The shop's answer the server wrote into a searched page (docs/decisions/293).
  {
    pattern: paths.search.pattern,
    read: async (_params, search) => [
      await readCollectionFirst(collectionKeys.search(normalizeText(search.get('q') ?? ''))),
    ],
  },
];

/** Reads the first data of the page at this address (nothing for other pages). */
export async function readRouteFirst(pathname: string, search: string): Promise<FirstAnswer[]> {
  const answers: FirstAnswer[] = [];
  for (const { pattern, read } of FIRST_READS) {
    const match = matchPath({ path: pattern, caseSensitive: false }, pathname);
    if (match) answers.push(...(await read(match.params, new URLSearchParams(search))));
  }
  return answers;
}
