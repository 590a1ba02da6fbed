import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader';
import { SiteFooter } from './site-footer';
import { TopBar, ViewProductsBar } from './top-bar';

/** Every storefront page: top bar, the 'View Products' bar, the page, the footer. */
export function ShopLayout() {
  return (
    <>
      <TopBar />
      <ViewProductsBar />
      <main id="main">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
