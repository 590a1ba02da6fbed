import { lazy, Suspense } from 'react';
import { isChunkFailure } from '../../lib/chunk-failure';
import { useOnline } from '../../lib/use-online';
import { FullPageLoader } from '../../ui/full-page-loader';
import { NeedsConnectionView } from '../../ui/needs-connection-view';
import { pageStyles } from '../page-styles';
import { RouteError } from './route-error';

// Set once the back office's code has arrived: from then on a dropped connection never takes the
// page away (docs/decisions/180); the back office shows its own banner instead.
let adminLoaded = false;

// The back office is its own chunk: storefront pages never load it, and the service worker
// does not precache it, so offline it cannot even load. The checks below live in the shell.
// Mantine's page stylesheets and the back office's are asked for first, so they come before the
// back office's own CSS.
const AdminApp = lazy(async () => {
  const [, , app] = await Promise.all([
    pageStyles(),
    import('../../admin/mantine-admin-styles'),
    import('../../admin/admin-app'),
  ]);
  adminLoaded = true;
  return app;
});

const reload = () => window.location.reload();

/**
 * /admin/*: online only for its data (DESIGN.md). Offline before its code was ever loaded there
 * is nothing to show but "needs a connection"; once loaded, the page stays mounted through a
 * blip so what staff typed is kept. The admin guard inside handles an unreachable API.
 */
export function AdminRoute() {
  const online = useOnline();
  if (!online && !adminLoaded) return <NeedsConnectionView onRetry={reload} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AdminApp />
    </Suspense>
  );
}

/** A back-office chunk that failed to load is a connection problem, not a crash. */
export function AdminRouteError({ error }: { error: unknown }) {
  if (isChunkFailure(error) || !navigator.onLine) return <NeedsConnectionView onRetry={reload} />;
  return <RouteError error={error} />;
}
