import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { isChunkFailure } from '../../lib/chunk-failure';
import { NeedsConnectionView } from '../../ui/needs-connection-view';

/**
 * Around each admin page, inside the layout: a page whose code could not be fetched (opened
 * offline for the first time) says it needs a connection while the menu and the banner stay.
 * Any other crash goes on to the route's own boundary. A failed lazy import is remembered by
 * React, so Retry reloads.
 */
export function AdminPageBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[location.key]}
      fallbackRender={({ error }) => {
        if (!isChunkFailure(error)) throw error;
        return <NeedsConnectionView onRetry={() => window.location.reload()} />;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
