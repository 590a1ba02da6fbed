import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ViewProductsBar } from '../../../contract/first-screen-top-bar';
import { BagSyncNotices } from '../../domains/bag/bag-sync-notices';
import { AppNavigateProvider, type BeforeOpening } from '../../lib/app-navigate';
import { FavouritesRefresher } from '../../pages/favourites/favourites-refresher';
import { BelowTheFold } from '../../ui/below-the-fold';
import { FullPageLoader } from '../../ui/full-page-loader';
import { lazyPart } from '../../ui/lazy-part';
import { AppBadge } from './app-badge';
import { ScrollRestoration } from './scroll-restoration';
import { TopBar } from './top-bar';
import { UpdatePrompt } from './update-prompt';

// Drawn after the first screen (BelowTheFold), so its code (the accordion, the grid, the links)
// comes then too, in its own chunk (docs/decisions/176).
const SiteFooter = lazyPart(() => import('./site-footer').then((module) => module.SiteFooter));
// The 'Test payments' strip, which ends the page below the footer, comes with it (decision 266).
const TestPaymentsNotice = lazyPart(() =>
  import('../../domains/checkout/test-payments-notice').then((module) => module.TestPaymentsNotice),
);

/**
 * Every storefront page: top bar, the 'View Products' bar, the page, then, drawn after the first
 * screen, the footer and the 'Test payments' strip when payments are not real. `beforeOpening`
 * is what a tap waits for before the page it opens is drawn (the router's read ahead).
 */
export function ShopLayout({ beforeOpening }: { beforeOpening?: BeforeOpening }) {
  return (
    <AppNavigateProvider before={beforeOpening}>
      <BagSyncNotices />
      <FavouritesRefresher />
      <AppBadge />
      <UpdatePrompt />
      <TopBar />
      <ViewProductsBar />
      <main id="main">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <BelowTheFold>
        <SiteFooter />
        <TestPaymentsNotice placement="banner" />
      </BelowTheFold>
      <ScrollRestoration />
    </AppNavigateProvider>
  );
}
