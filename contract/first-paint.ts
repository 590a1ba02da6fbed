import { type MirroredProduct, mirroredProduct } from './mirrored-product';

/**
 * The catalogue of the first screen, written by the server into the HTML of `/`, `/store/:id`
 * and `/productpage/:num` as `<script type="application/json" id="first-paint-data">` (data,
 * not script: the shell's CSP allows no inline script). The page puts the lists into Dexie
 * before its first render (src/domains/catalogue/seed-from-page.ts), exactly as if it had fetched them.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint-data';

/** Marks the head tags the server wrote for one address; the client drops them on leaving it. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/**
 * Each product once (home's lists overlap), and each list as the ids of the API's answer, in its
 * order, under the mirror's key (contract/collection-keys.ts). The element also carries
 * data-path: the path the HTML was written for. Each product as the device keeps it
 * (mirrored-product.ts): the rest would be bytes of the page that nothing reads.
 */
export type FirstPaintData = {
  products: MirroredProduct[];
  lists: { key: string; ids: string[] }[];
};

export type FirstPaintList = { key: string; products: MirroredProduct[] };

/** Lists → the data block, each product written once. */
export function packFirstPaint(lists: FirstPaintList[]): FirstPaintData {
  const products = new Map(lists.flatMap((list) => list.products.map((product) => [product._id, product] as const)));
  return {
    products: [...products.values()].map(mirroredProduct),
    lists: lists.map((list) => ({ key: list.key, ids: list.products.map((product) => product._id) })),
  };
}

/** The data block → the lists as the API answered them. */
export function unpackFirstPaint(data: FirstPaintData): FirstPaintList[] {
  const byId = new Map(data.products.map((product) => [product._id, product]));
  return data.lists.map((list) => ({
    key: list.key,
    products: list.ids.flatMap((id) => byId.get(id) ?? []),
  }));
}
