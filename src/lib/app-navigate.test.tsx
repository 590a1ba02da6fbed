// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REDIRECT_MS } from '../../contract/constants';
import { ScreenLink } from '../../contract/first-screen-link';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { openDatabase } from '../data/db';
import { FavouriteButton } from '../domains/favourites/favourite-button';
import { AppNavigateProvider, type BeforeOpening } from './app-navigate';

reactInPage();

/** Where the login page would send the shopper back to, as the login page reads it. */
function LoginPage() {
  const state = useLocation().state as { returnTo?: string } | null;
  return <p data-testid="return-to">{state?.returnTo}</p>;
}

/**
 * A page with a heart and a link drawn by the layout, as the top bar and the cards are. The heart's
 * product counts the heart's renders: each render reads its id (React's Profiler does not report
 * a component drawn again through a context it reads).
 */
function shopWithHeart(renders = { heart: 0 }) {
  const product = {
    get _id() {
      renders.heart += 1;
      return 'p-bowl';
    },
    title: 'Indigo bowl',
  };
  window.history.replaceState(null, '', '/store/products');
  return createBrowserRouter([
    {
      path: '/',
      element: (
        <AppNavigateProvider>
          <FavouriteButton product={product} />
          <ScreenLink href="/sale">Sale</ScreenLink>
          <Outlet />
        </AppNavigateProvider>
      ),
      children: [
        { path: 'store/products', element: null },
        { path: 'login', element: <LoginPage /> },
        { path: 'sale', element: <h1>Sale</h1> },
      ],
    },
  ]);
}

describe('the stable navigate of the shop layout (docs/decisions/327, 329)', () => {
  // The hearts' live query reads Dexie, which the app loads before its first render (main.tsx).
  beforeEach(async () => {
    await openDatabase();
  });
  afterEach(async () => {
    await (await openDatabase()).session.clear();
  });

  it('a change of the address does not draw the heart again', async () => {
    const renders = { heart: 0 };
    const router = shopWithHeart(renders);
    renderInPage(<RouterProvider router={router} />);
    // The heart learns from IndexedDB that this is a visitor.
    await vi.waitFor(() => expect(document.querySelector('[aria-pressed="false"]')).not.toBeNull());
    await act(async () => {});
    const before = renders.heart;
    expect(before).toBeGreaterThan(0);
    await act(() => router.navigate('/store/products?type=bowl'));
    await act(() => router.navigate('/store/products?type=basket'));
    expect(window.location.search).toBe('?type=basket');
    expect(renders.heart).toBe(before);
  });

  it("a visitor's heart sends to sign in with the address shown when it was pressed", async () => {
    const router = shopWithHeart();
    renderInPage(<RouterProvider router={router} />);
    await act(() => router.navigate('/store/products?type=bowl'));
    const heart = await vi.waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('[aria-pressed="false"]');
      if (!button) throw new Error('no heart yet');
      return button;
    });
    expect(heart.getAttribute('aria-label')).toBe('Add to favourites');
    // The prompt shows first; the shopper is sent on a moment later, as the app does.
    await act(async () => {
      heart.click();
      await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_MS + 200));
    });
    expect(window.location.pathname).toBe('/login');
    expect(document.querySelector('[data-testid="return-to"]')?.textContent).toBe('/store/products?type=bowl');
  });

  it('a link opens its page through the router, in the same document', async () => {
    const router = shopWithHeart();
    const { container } = renderInPage(<RouterProvider router={router} />);
    const link = container.querySelector<HTMLAnchorElement>('a[href="/sale"]');
    await act(async () => link?.click());
    expect(window.location.pathname).toBe('/sale');
    expect(container.querySelector('h1')?.textContent).toBe('Sale');
  });
});

/** What a page waits for before it opens, held until the test lets it go, and what it kept. */
function heldOpening() {
  const asked: string[] = [];
  const kept: string[] = [];
  const waiting = new Map<string, () => void>();
  const before: BeforeOpening = (to) => {
    if (!to.startsWith('/sale')) return null; // nothing to read ahead: opened at once
    asked.push(to);
    return new Promise((resolve) => {
      waiting.set(to, () => resolve(() => kept.push(to)));
    });
  };
  const release = async (to: string) => {
    await act(async () => {
      waiting.get(to)?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { before, asked, kept, release };
}

function shopWithLinks(before: BeforeOpening) {
  window.history.replaceState(null, '', '/store/products');
  return createBrowserRouter([
    {
      path: '/',
      element: (
        <AppNavigateProvider before={before}>
          <ScreenLink href="/sale">Sale</ScreenLink>
          <ScreenLink href="/sale?last">Last sale</ScreenLink>
          <ScreenLink href="/faq">FAQ</ScreenLink>
          <Outlet />
        </AppNavigateProvider>
      ),
      children: [
        { path: 'store/products', element: <h1>Products</h1> },
        { path: 'sale', element: <h1>Sale</h1> },
        { path: 'faq', element: <h1>FAQ</h1> },
        { path: 'login', element: <h1>Sign in</h1> },
      ],
    },
  ]);
}

describe('a page opened once what it needs first is read (docs/decisions/335)', () => {
  const click = async (container: HTMLElement, href: string) => {
    await act(async () => container.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click());
  };

  it('stays on the page tapped from until the next page is ready, then keeps its data and opens it', async () => {
    const opening = heldOpening();
    const { container } = renderInPage(<RouterProvider router={shopWithLinks(opening.before)} />);
    await click(container, '/sale');
    expect(opening.asked).toEqual(['/sale']);
    expect(window.location.pathname).toBe('/store/products');
    expect(container.querySelector('h1')?.textContent).toBe('Products');
    await opening.release('/sale');
    expect(opening.kept).toEqual(['/sale']);
    expect(window.location.pathname).toBe('/sale');
    expect(container.querySelector('h1')?.textContent).toBe('Sale');
  });

  it('opens a page with nothing to wait for at once', async () => {
    const opening = heldOpening();
    const { container } = renderInPage(<RouterProvider router={shopWithLinks(opening.before)} />);
    await click(container, '/faq');
    expect(window.location.pathname).toBe('/faq');
    expect(opening.asked).toEqual([]);
  });

  it('a later tap wins: the page tapped first does not open over it when its data comes', async () => {
    const opening = heldOpening();
    const { container } = renderInPage(<RouterProvider router={shopWithLinks(opening.before)} />);
    await click(container, '/sale');
    await click(container, '/faq');
    expect(window.location.pathname).toBe('/faq');
    await opening.release('/sale');
    expect(window.location.pathname).toBe('/faq');
    expect(container.querySelector('h1')?.textContent).toBe('FAQ');
    expect(opening.kept).toEqual([]);
  });

  it('of two taps both waiting, the later opens, though the earlier was ready first', async () => {
    const opening = heldOpening();
    const { container } = renderInPage(<RouterProvider router={shopWithLinks(opening.before)} />);
    await click(container, '/sale');
    await click(container, '/sale?last');
    expect(opening.asked).toEqual(['/sale', '/sale?last']);
    await opening.release('/sale');
    expect(window.location.pathname).toBe('/store/products');
    await opening.release('/sale?last');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/sale?last');
    expect(opening.kept).toEqual(['/sale?last']);
  });

  it('a shopper who went elsewhere meanwhile (Back, a search) stays there', async () => {
    const opening = heldOpening();
    const router = shopWithLinks(opening.before);
    const { container } = renderInPage(<RouterProvider router={router} />);
    await click(container, '/sale');
    await act(() => router.navigate('/login'));
    await opening.release('/sale');
    expect(window.location.pathname).toBe('/login');
    expect(container.querySelector('h1')?.textContent).toBe('Sign in');
    expect(opening.kept).toEqual([]);
  });
});
