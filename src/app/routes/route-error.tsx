import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { isChunkFailure } from '../../lib/chunk-failure';
import { reloadIfOlderThanShop } from '../../lib/newer-code';
import { PageMeta } from '../../ui/page-meta';
import { FAILED_VIEW, HomeButton, StatusView } from '../../ui/status-view';

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
