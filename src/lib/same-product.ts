import equal from 'fast-deep-equal/es6';
import type { MirroredProduct } from '../../contract/mirrored-product';

/**
 * The same product, or one read again (from IndexedDB or the shop) with the same fields: what a
 * memoised view of a product compares, so a product read again is not drawn again
 * (docs/decisions/330, 332).
 */
export const sameProduct = (before: MirroredProduct, after: MirroredProduct): boolean =>
  before === after || equal(before, after);
