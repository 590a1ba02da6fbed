import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BagSyncNotices } from '../../features/cart/bag-sync-notices';
import { FullPageLoader } from '../../ui/full-page-loader';
import { OfflineBanner } from './offline-banner';
import { SiteFooter } from './site-footer';
import { TopBar, ViewProductsBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';

/** Every storefront page: top bar, the 'View Products' bar, the page, the footer. */
export function ShopLayout() {
  return (
    <>
      <BagSyncNotices />
      <OfflineBanner />
      <UpdatePrompt />
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
