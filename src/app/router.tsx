import { isValidElement, useState } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ADMIN_ROOT_PATTERN } from '../../contract/admin-mount';
import { paths } from '../../contract/paths';
import { keepAnswersForNextPage, turnPage } from '../data/live-query';
import { HomePage } from '../pages/home/home-page';
import { endOpening } from '../ui/below-the-fold';
import { readRouteFirst } from './first-reads';
import { ShopLayout } from './layouts/shop-layout';
import {
  CartPage,
  CategoryPage,
  CheckoutPage,
  ClassicHomePage,
  FaqPage,
  FavouritesPage,
  ForgotPasswordPage,
  type LazyPage,
  LegacyCategoryRedirect,
  LegacyProductPage,
  LoginPage,
  NewsletterPage,
  OrderedSuccessfullyPage,
  OrderPage,
  OrdersPage,
  ProductPage,
  ProfilePage,
  ResetPasswordPage,
  ReturnPage,
  SalePage,
  SearchPage,
  SignupPage,
  SustainabilityPage,
  ViewAllPage,
  WishlistPage,
} from './lazy-pages';
import { AdminRoute, AdminRouteError } from './routes/admin-route';
import { NotFoundPage } from './routes/not-found-page';
import { RouteBoundary } from './routes/route-boundary';
import { RouteError } from './routes/route-error';

/** The routes an address matches, as react-router's `matchRoutes` gives them for the table below. */
type Matched = ReturnType<typeof matchRoutes<RouteObject>>;
const matched = new Map<string, Matched>();
/** How many addresses `matchPage` keeps: a shopper's session visits far fewer distinct pages. */
const KEPT_MATCHES = 200;

/**
 * `matchRoutes` of the route table, kept per address. react-router flattens and ranks the whole
 * table and compiles each path it tries on every call (0.35–0.5 ms at full speed on this machine,
 * five times that and more on the phone), and a tap matched the page it opens three times before
 * the address changed: its code, its route, and the route on screen (docs/decisions/376). The
 * table never changes, so neither does an address's answer.
 */
function matchPage(pathname: string): Matched {
  if (matched.has(pathname)) return matched.get(pathname) ?? null;
  const matches = matchRoutes(routes, pathname);
  if (matched.size >= KEPT_MATCHES) matched.clear();
  matched.set(pathname, matches);
  return matches;
}

/**
 * Fetches the code of the page at `pathname` (nothing for pages in the entry). Rejects if it
 * cannot be fetched; the page's Suspense and error view then handle it as after a click.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchPage(pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const page = isValidElement(route.element) ? route.element.type : null;
      return typeof page === 'function' && 'preload' in page ? (page as LazyPage<object>).preload() : null;
    }),
  );
}

/**
 * How long a tap waits for the next page's data and code before opening it anyway: the page then
 * shows its loading state until they come, as it did before pages were read ahead.
 */
const READ_AHEAD_LIMIT_MS = 250;

/** The route a page at `pathname` is drawn by (the last match: the page, not its layouts). */
function pageRoute(pathname: string): RouteObject | undefined {
  return matchPage(pathname)?.at(-1)?.route;
}

/**
 * Before a tap opens the page at `to` in the app: its code and its first data, so it is drawn
 * at once with its content, not a loading state a few frames later (decision 335). Resolves to
 * what keeps the data for that page, to run just before the address changes; null when the
 * page drawn now stays (the same route with another address: a search's next keystroke, another
 * product's colour), whose own queries follow the address as before. `from` is the page on
 * screen: the address bar's until the address changes; Back and Forward change it first
 * (app-router.tsx).
 */
export function readPageAhead(to: string, from = window.location.pathname): Promise<() => void> | null {
  const next = new URL(to, window.location.href);
  const route = pageRoute(next.pathname);
  if (!route || route === pageRoute(from)) return null;
  const reading = Promise.all([preloadRoute(next.pathname), readRouteFirst(next.pathname, next.search)]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READ_AHEAD_LIMIT_MS);
  });
  return Promise.race([reading, limit]).then(
    (read) => {
      clearTimeout(timer);
      return read ? () => keepAnswersForNextPage(read[1]) : () => undefined;
    },
    // Offline before the service worker has the code, or IndexedDB refused: the page opens and
    // shows its own loading or error view, as after any tap.
    () => {
      clearTimeout(timer);
      return () => undefined;
    },
  );
}

/**
 * The full route table of spec 001 section 2. Matching is case-insensitive (/Forgot-password).
 * react-router in its declarative mode (`useRoutes` under a BrowserRouter): the app has no
 * loaders or actions, and the data mode's code was half of the entry's router (decision 178).
 */
export const routes: RouteObject[] = [
  {
    path: ADMIN_ROOT_PATTERN,
    element: (
      <RouteBoundary Fallback={AdminRouteError}>
        <AdminRoute />
      </RouteBoundary>
    ),
  },
  {
    element: (
      <RouteBoundary Fallback={RouteError}>
        <ShopLayout beforeOpening={readPageAhead} />
      </RouteBoundary>
    ),
    children: [
      {
        // A crash in a page keeps the top bar: the error view is drawn inside the layout.
        element: (
          <RouteBoundary Fallback={RouteError}>
            <Outlet />
          </RouteBoundary>
        ),
        children: [
          { path: paths.home.pattern, element: <HomePage /> },
          { path: paths.classicHome.pattern, element: <ClassicHomePage /> },
          { path: paths.login.pattern, element: <LoginPage /> },
          { path: paths.signup.pattern, element: <SignupPage /> },
          { path: paths.forgotPassword.pattern, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
          { path: paths.profile.pattern, element: <ProfilePage /> },
          { path: paths.favourites.pattern, element: <FavouritesPage /> },
          { path: paths.wishlist.pattern, element: <WishlistPage /> },
          { path: paths.cart.pattern, element: <CartPage /> },
          { path: paths.checkout.pattern, element: <CheckoutPage /> },
          { path: paths.orderedSuccessfully.pattern, element: <OrderedSuccessfullyPage /> },
          { path: paths.orders.pattern, element: <OrdersPage /> },
          { path: paths.order.pattern, element: <OrderPage /> },
          { path: paths.returnRequest.pattern, element: <ReturnPage /> },
          { path: paths.store.pattern, element: <CategoryPage /> },
          { path: paths.storeRoot.pattern, element: <Navigate to={paths.ownCollection.to()} replace /> },
          { path: paths.product.pattern, element: <ProductPage /> },
          { path: paths.search.pattern, element: <SearchPage /> },
          { path: paths.faq.pattern, element: <FaqPage /> },
          { path: paths.sale.pattern, element: <SalePage /> },
          { path: paths.sustainability.pattern, element: <SustainabilityPage /> },
          { path: paths.viewAll.pattern, element: <ViewAllPage /> },
          { path: paths.newsletter.pattern, element: <NewsletterPage /> },
          { path: paths.legacyProduct.pattern, element: <LegacyProductPage /> },
          { path: paths.legacyCategory.pattern, element: <LegacyCategoryRedirect notFound={<NotFoundPage />} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's routes. The first navigation ends the opening page: pages reached by a tap draw all
 * of their sections at once. At each change of address the answers read ahead for the new page
 * become its first answers and the previous page's are dropped (live-query.ts). Done while
 * rendering, before the new page is drawn, as the data router's subscription did; both calls
 * only set a flag and swap a map once per history entry, so a repeated render is harmless.
 */
export function AppRoutes() {
  const location = useLocation();
  const [openedOn] = useState(location.key);
  if (location.key !== openedOn) endOpening();
  turnPage(location.key);
  return useRoutes(routes);
}
