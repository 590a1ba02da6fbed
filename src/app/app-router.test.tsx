// @vitest-environment happy-dom
import { act } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { AppRouter, type ReadBeforeReturning } from './app-router';

reactInPage();

let navigate: ReturnType<typeof useNavigate> | undefined;

function Pages({ listing = <h1>Listing</h1> }: { listing?: React.ReactNode }) {
  navigate = useNavigate();
  return (
    <Routes>
      <Route path="/store/products" element={listing} />
      <Route path="/productpage/:num" element={<h1>Product</h1>} />
      <Route path="/cart" element={<h1>Bag</h1>} />
    </Routes>
  );
}

const heading = () => document.querySelector('h1')?.textContent;

/** Set while the listing below renders: a task that runs then found React half-way through it. */
let listingRendering = false;

const CARDS = [
  'jute-tote',
  'indigo-bowl',
  'matka-hanger',
  'laundry-basket',
  'cotton-rug',
  'coaster-set',
  'planter',
  'table-runner',
  'storage-box',
  'door-mat',
];

/** A listing whose ten cards take some 10 ms each to render, as a phone renders a listing's cards. */
function SlowListing() {
  listingRendering = true;
  return (
    <>
      <h1>Listing</h1>
      {CARDS.map((card) => (
        <SlowCard key={card} last={card === CARDS.at(-1)} />
      ))}
    </>
  );
}

function SlowCard({ last }: { last: boolean }) {
  const until = performance.now() + 10;
  while (performance.now() < until) {
    // rendering
  }
  if (last) listingRendering = false;
  return <p>card</p>;
}

/** A read ahead the test settles by hand, as IndexedDB and the page's code would. */
function heldRead() {
  const asked: { to: string; from: string; settle: () => void; kept: ReturnType<typeof vi.fn> }[] = [];
  const readAhead: ReadBeforeReturning = (to, from) =>
    new Promise((resolve) => {
      const kept = vi.fn();
      asked.push({ to, from, kept, settle: () => resolve(kept) });
    });
  return { asked, readAhead };
}

/** Back in the browser: the address changes, then the popstate event comes. */
async function back() {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

describe('Back and Forward draw the page returned to once it is read (decision 337)', () => {
  it('draws the page returned to in one task once it is read, not in slices between other tasks (decision 366)', async () => {
    window.history.replaceState(null, '', '/store/products');
    const { asked, readAhead } = heldRead();
    renderInPage(
      <AppRouter readAhead={readAhead}>
        <Pages listing={<SlowListing />} />
      </AppRouter>,
    );
    await act(async () => navigate?.('/productpage/indigo-bowl'));
    await back();
    expect(heading()).toBe('Product');

    // As the browser runs it: React's own scheduling, not act's queue, which renders everything
    // at once whatever its priority.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let foundHalfDrawn = false;
    try {
      listingRendering = false;
      asked[0]?.settle();
      // Other tasks (a tap, a timer, the browser's frames) look in until the listing is on screen.
      const deadline = performance.now() + 5000;
      while (heading() !== 'Listing' && performance.now() < deadline) {
        await new Promise((resolve) => setImmediate(resolve));
        if (listingRendering && heading() === 'Product') foundHalfDrawn = true;
      }
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(heading()).toBe('Listing');
    expect(asked[0]?.kept).toHaveBeenCalledOnce();
    expect(foundHalfDrawn).toBe(false);
  });

  it('keeps the page being left until the read of the page returned to, then keeps its answers and draws it', async () => {
    window.history.replaceState(null, '', '/store/products');
    const { asked, readAhead } = heldRead();
    renderInPage(
      <AppRouter readAhead={readAhead}>
        <Pages />
      </AppRouter>,
    );
    await act(async () => navigate?.('/productpage/indigo-bowl'));
    expect(heading()).toBe('Product');
    expect(asked).toEqual([]); // a tap reads before it navigates (the layout's navigate), not here

    await back();
    expect(window.location.pathname).toBe('/store/products');
    expect(heading()).toBe('Product');
    expect(asked.map(({ to, from }) => [to, from])).toEqual([['/store/products', '/productpage/indigo-bowl']]);

    await act(async () => asked[0]?.settle());
    expect(heading()).toBe('Listing');
    expect(asked[0]?.kept).toHaveBeenCalledOnce();
  });

  it('draws at once when there is nothing to read, and a later move wins over a read under way', async () => {
    window.history.replaceState(null, '', '/store/products');
    const { asked, readAhead } = heldRead();
    let nothingToRead = true;
    renderInPage(
      <AppRouter readAhead={(to, from) => (nothingToRead ? null : readAhead(to, from))}>
        <Pages />
      </AppRouter>,
    );
    await act(async () => navigate?.('/productpage/indigo-bowl'));
    await back();
    expect(heading()).toBe('Listing');

    nothingToRead = false;
    await act(async () => navigate?.('/productpage/jute-tote'));
    await back();
    expect(heading()).toBe('Product');
    // The shopper taps the bag before the listing is read: the bag is drawn, and stays.
    await act(async () => navigate?.('/cart'));
    expect(heading()).toBe('Bag');
    await act(async () => asked[0]?.settle());
    expect(heading()).toBe('Bag');
    expect(asked[0]?.kept).not.toHaveBeenCalled();
  });
});
