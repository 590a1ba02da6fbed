// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, useState } from 'react';
import { RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { reactInPage, renderInPage } from '../../../tests/setup/react-in-page';
import { memoComparison, shopRouterWith } from '../../../tests/setup/shop-in-page';
import { openDatabase } from '../../data/db';
import { sampleProduct } from '../../data/test-database.test-support';
import { HeartedProductCard, HeartedProductTile } from './hearted-product-card';

reactInPage();

type Props = { product: MirroredProduct; eager?: boolean };
const keeps = memoComparison<Props>(HeartedProductCard);
const keepsTile = memoComparison<Props>(HeartedProductTile);

const bowl = sampleProduct({ _id: 'p-bowl', slug: 'round-jute-bowl', title: 'Round Jute Bowl', price: 'Rs.549.00' });

/** The page's side: the product it shows, changed from the test as a new read would change it. */
let show: (product: MirroredProduct) => void = () => undefined;
function Shelf({ first }: { first: MirroredProduct }) {
  const [product, setProduct] = useState(first);
  show = setProduct;
  return <HeartedProductCard product={product} />;
}

describe("a listing's, a search's and a carousel's card with its heart (docs/decisions/330)", () => {
  // The heart's live query reads Dexie, which the app loads before its first render (main.tsx).
  beforeEach(async () => {
    await openDatabase();
  });

  it('is kept as drawn for the same product read again, and drawn again when anything shown changes', () => {
    expect(keeps({ product: bowl }, { product: structuredClone(bowl) })).toBe(true);
    expect(keeps({ product: bowl }, { product: { ...bowl, price: 'Rs.499.00' } })).toBe(false);
    expect(keeps({ product: bowl }, { product: { ...bowl, inventory: 0 } })).toBe(false);
    expect(keeps({ product: bowl, eager: true }, { product: bowl, eager: false })).toBe(false);
  });

  it("a carousel's tile likewise", () => {
    expect(keepsTile({ product: bowl }, { product: structuredClone(bowl) })).toBe(true);
    expect(keepsTile({ product: bowl }, { product: { ...bowl, title: 'Round Jute Bowl, Large' } })).toBe(false);
  });

  it('shows a new price when the product changes, never the card drawn before', async () => {
    const { container } = renderInPage(<RouterProvider router={shopRouterWith(<Shelf first={bowl} />)} />);
    expect(container.textContent).toContain('Rs.549.00');
    await act(async () => show(structuredClone(bowl)));
    expect(container.textContent).toContain('Rs.549.00');
    await act(async () => show({ ...bowl, price: 'Rs.499.00' }));
    expect(container.textContent).toContain('Rs.499.00');
    expect(container.textContent).not.toContain('Rs.549.00');
  });
});
