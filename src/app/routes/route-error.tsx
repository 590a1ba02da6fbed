import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { isChunkFailure } from '../../lib/chunk-failure';
import { reloadIfOlderThanShop } from '../../lib/newer-code';
import { PageMeta } from '../../ui/page-meta';
import { FAILED_VIEW, HomeButton, StatusView } from '../../ui/status-view';

/**
 * Offline, a page whose code this device has not saved yet: its first visit saves only the pages
 * a first visit opens, and the rest once the shopper has settled on the shop (docs/decisions/339).
 */
const PAGE_NOT_SAVED_VIEW = {
  title: "You're offline",
  message:
    "This page isn't saved on this device yet. It will open once you're back online; the pages you have already seen are still available.",
} as const;

/**
 * What a route's error boundary (RouteBoundary) shows: a crash in one page shows this instead of
 * a blank screen. A failed lazy chunk (an old tab after a deploy, or offline) offers a reload.
 */
export function RouteError({ error }: { error: unknown }) {
  console.error('Route error:', error);
  // A page's code that is gone because a new version went live: the page loads again, as the
  // new version (docs/decisions/328); this view stays meanwhile, and where that is not the cause.
  useEffect(() => {
    if (isChunkFailure(error)) void reloadIfOlderThanShop();
  }, [error]);
  if (isChunkFailure(error) && !navigator.onLine) {
    return (
      <>
        <PageMeta title={PAGE_NOT_SAVED_VIEW.title} />
        <StatusView
          title={PAGE_NOT_SAVED_VIEW.title}
          message={PAGE_NOT_SAVED_VIEW.message}
          action={
            <>
              <Button onClick={() => window.location.reload()}>Try Again</Button>
              <HomeButton />
            </>
          }
        />
      </>
    );
  }
  return (
    <>
      <PageMeta title={FAILED_VIEW.pageTitle} />
      <StatusView
        title={FAILED_VIEW.title}
        message="Please try again. If it keeps happening, reload the page."
        action={
          <>
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <HomeButton />
          </>
        }
      />
    </>
  );
}
