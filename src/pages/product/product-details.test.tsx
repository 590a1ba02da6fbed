// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { reactInPage, renderInPage } from '../../../tests/setup/react-in-page';
import { memoComparison, shopRouterWith } from '../../../tests/setup/shop-in-page';
import { db, openDatabase } from '../../data/db';
import { sampleProduct } from '../../data/test-database.test-support';
import { writeCollection } from '../../domains/catalogue/ensure-collection-fresh';
import { ProductDetails } from './product-details';
import { ProductPage } from './product-page';

reactInPage();

const keeps = memoComparison<{ product: MirroredProduct }>(ProductDetails);

const bowl = sampleProduct({ _id: 'p-bowl', slug: 'round-jute-bowl', title: 'Round Jute Bowl', price: 'Rs.549.00' });

/**
 * Lets Dexie's live queries answer (asynchronously, each in an act so React draws what they
 * bring) until the page reads as asked.
 */
async function until(condition: () => boolean): Promise<void> {
  for (let step = 0; step < 100; step++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    if (condition()) return;
  }
  throw new Error('the page never read as expected');
}

describe("a product page's view (docs/decisions/332)", () => {
  beforeEach(async () => {
    await openDatabase();
    // Cleared before a page is drawn: clearing under a drawn page would draw it again outside act.
    await db().products.clear();
    await db().collections.clear();
    // The shop's answer for the product is on its way all through: the page shows the device's copy.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is kept as drawn for the same product read again, and drawn again when anything shown changes', () => {
    expect(keeps({ product: bowl }, { product: structuredClone(bowl) })).toBe(true);
    expect(keeps({ product: bowl }, { product: { ...bowl, price: 'Rs.499.00' } })).toBe(false);
    expect(keeps({ product: bowl }, { product: { ...bowl, inventory: 0 } })).toBe(false);
    expect(keeps({ product: bowl }, { product: { ...bowl, title: 'Round Jute Bowl, Large' } })).toBe(false);
  });

  it("shows the device's newer copy of the product as it is written, never the one drawn before", async () => {
    await writeCollection(db(), 'category:products', [bowl], 1);
    const { container } = renderInPage(
      <RouterProvider router={shopRouterWith(<ProductPage productKey="round-jute-bowl" />)} />,
    );
    await until(() => container.querySelector('h1')?.textContent === 'Round Jute Bowl');
    expect(container.textContent).toContain('Rs.549.00');

    await act(() => writeCollection(db(), 'category:products', [structuredClone(bowl)], 2));
    await until(() => true);
    expect(container.textContent).toContain('Rs.549.00');

    await act(() => writeCollection(db(), 'category:products', [{ ...bowl, price: 'Rs.499.00' }], 3));
    await until(() => container.textContent?.includes('Rs.499.00') ?? false);
    expect(container.textContent).not.toContain('Rs.549.00');
  });
});
