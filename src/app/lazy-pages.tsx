import { type ComponentType, lazy, useState } from 'react';
import { catalogueStyles, pageStyles } from './page-styles';

/** A page whose code comes in its own chunk; `preload` fetches it before it is first drawn. */
export type LazyPage<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A page loaded on first visit: the entry holds only the shell and the home page. The service
 * worker saves every storefront chunk (the pages a first visit opens at install, the rest once the
 * shopper has settled: docs/decisions/339), so lazy pages open offline too; the layout's Suspense
 * shows the full-page spinner while a page's code arrives after a click. The page a visit opens
 * on is fetched before the first render (`preloadRoute` in router.tsx, from app/main.tsx), so the
 * server-written first screen gives way to the page itself, never to that spinner. Mantine's
 * stylesheets for the components pages use come with the first of them; asked for first, so they
 * come before the page's own CSS in the document, as Mantine's did when all of it was in the entry.
 */
function lazyPage<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  styles: () => Promise<unknown> = pageStyles,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= Promise.all([styles(), load()]).then(
      ([, module]) => {
        loaded = pick(module);
      },
      (error: unknown) => {
        loading = undefined; // the next visit to the page tries again
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<Props> };
  });
  function Page(props: Props) {
    // Chosen once per mount: switching from the suspending form to the loaded one later would
    // mount the page afresh and lose its state.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** The storefront's pages that come in chunks of their own, for the route table (router.tsx). */
export const LoginPage = lazyPage(
  () => import('../pages/account/login-page'),
  (m) => m.LoginPage,
);
export const SignupPage = lazyPage(
  () => import('../pages/account/signup-page'),
  (m) => m.SignupPage,
);
export const ForgotPasswordPage = lazyPage(
  () => import('../pages/account/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('../pages/account/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const ProfilePage = lazyPage(
  () => import('../pages/account/profile-page'),
  (m) => m.ProfilePage,
);
export const CartPage = lazyPage(
  () => import('../pages/cart/cart-page'),
  (m) => m.CartPage,
);
export const CategoryPage = lazyPage(
  () => import('../pages/catalogue/category-page'),
  (m) => m.CategoryPage,
  catalogueStyles,
);
export const LegacyCategoryRedirect = lazyPage(
  () => import('../pages/catalogue/legacy-category-redirect'),
  (m) => m.LegacyCategoryRedirect,
);
export const CheckoutPage = lazyPage(
  () => import('../pages/checkout/checkout-page'),
  (m) => m.CheckoutPage,
);
export const OrderedSuccessfullyPage = lazyPage(
  () => import('../pages/checkout/ordered-successfully-page'),
  (m) => m.OrderedSuccessfullyPage,
);
export const FavouritesPage = lazyPage(
  () => import('../pages/favourites/favourites-page'),
  (m) => m.FavouritesPage,
  catalogueStyles,
);
export const FaqPage = lazyPage(
  () => import('../pages/content/faq-page'),
  (m) => m.FaqPage,
);
export const NewsletterPage = lazyPage(
  () => import('../pages/content/newsletter-page'),
  (m) => m.NewsletterPage,
);
export const SustainabilityPage = lazyPage(
  () => import('../pages/content/content-pages'),
  (m) => m.SustainabilityPage,
);
export const ViewAllPage = lazyPage(
  () => import('../pages/content/content-pages'),
  (m) => m.ViewAllPage,
);
export const WishlistPage = lazyPage(
  () => import('../pages/content/placeholder-pages'),
  (m) => m.WishlistPage,
);
export const SalePage = lazyPage(
  () => import('../pages/content/sale-page'),
  (m) => m.SalePage,
);
export const ClassicHomePage = lazyPage(
  () => import('../pages/home/classic-home-page'),
  (m) => m.ClassicHomePage,
);
export const OrdersPage = lazyPage(
  () => import('../pages/orders/orders-page'),
  (m) => m.OrdersPage,
);
export const OrderPage = lazyPage(
  () => import('../pages/orders/order-page'),
  (m) => m.OrderPage,
);
export const ProductPage = lazyPage(
  () => import('../pages/product/product-page'),
  (m) => m.ProductPage,
  catalogueStyles,
);
export const SearchPage = lazyPage(
  () => import('../pages/search/search-page'),
  (m) => m.SearchPage,
  catalogueStyles,
);
export const ReturnPage = lazyPage(
  () => import('../pages/returns/return-page'),
  (m) => m.ReturnPage,
);
export const LegacyProductPage = lazyPage(
  () => import('./routes/legacy-product-page'),
  (m) => m.LegacyProductPage,
);
