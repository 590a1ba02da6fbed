import { lazy, Suspense } from 'react';
import { useOnline } from '../../lib/use-online';
import { FullPageLoader } from '../../ui/full-page-loader';
import { NeedsConnectionView } from '../../ui/needs-connection-view';
import { RouteError } from './route-error';

// The back office is its own chunk: storefront pages never load it, and the service worker
// does not precache it, so offline it cannot even load. The checks below live in the shell.
// Mantine's page stylesheets are asked for first, so they come before the back office's own CSS.
const AdminApp = lazy(
  async () => (await Promise.all([import('../mantine-page-styles'), import('../../admin/admin-app')]))[1],
);

const reload = () => window.location.reload();

/** /admin/*: online only (DESIGN.md); the admin guard inside handles an unreachable API. */
export function AdminRoute() {
  const online = useOnline();
  if (!online) return <NeedsConnectionView onRetry={reload} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AdminApp />
    </Suspense>
  );
}

/** A back-office chunk that failed to load is a connection problem, not a crash. */
export function AdminRouteError({ error }: { error: unknown }) {
  const chunkFailed = error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  if (chunkFailed || !navigator.onLine) return <NeedsConnectionView onRetry={reload} />;
  return <RouteError error={error} />;
}
