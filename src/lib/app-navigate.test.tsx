// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REDIRECT_MS } from '../../contract/constants';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { RouterLink } from '../app/layouts/router-link';
import { openDatabase } from '../data/db';
import { FavouriteButton } from '../domains/favourites/favourite-button';
import { AppNavigateProvider } from './app-navigate';

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
          <RouterLink href="/sale">Sale</RouterLink>
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
