import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BagSyncNotices } from '../../features/cart/bag-sync-notices';
import { FavouritesRefresher } from '../../features/favourites/favourites-refresher';
import { BelowTheFold } from '../../ui/below-the-fold';
import { FullPageLoader } from '../../ui/full-page-loader';
import { lazyPart } from '../../ui/lazy-part';
import { TestPaymentsNotice } from '../../ui/test-payments-notice';
import { AppBadge } from './app-badge';
import { OfflineBanner } from './offline-banner';
import { ScrollRestoration } from './scroll-restoration';
import { TopBar, ViewProductsBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';

// Drawn after the first screen (BelowTheFold), so its code (the accordion, the grid, the links)
// comes then too, in its own chunk (docs/decisions/176).
const SiteFooter = lazyPart(() => import('./site-footer').then((module) => module.SiteFooter));

/** Every storefront page: top bar, the 'View Products' bar, the page, the footer (drawn after the first screen). */
export function ShopLayout() {
  return (
    <>
      <BagSyncNotices />
      <FavouritesRefresher />
      <AppBadge />
      <OfflineBanner />
      <UpdatePrompt />
      <TestPaymentsNotice placement="banner" />
      <TopBar />
      <ViewProductsBar />
      <main id="main">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <BelowTheFold>
        <SiteFooter />
      </BelowTheFold>
      <ScrollRestoration />
    </>
  );
}
