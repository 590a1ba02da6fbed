import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { FullPageLoader } from '../../ui/full-page-loader';
import { NeedsConnectionView } from '../../ui/needs-connection-view';
import { type AdminSession, checkAdminLogin } from './check-admin-login';
import { SignedInAdminContext } from './signed-in-admin';

/**
 * Every admin page checks the admin login and goes to /admin/login when it fails (spec 001
 * section 2). The check runs again on each admin navigation and when the connection comes back.
 * When the API cannot be reached on the first check the back office says so and shows nothing:
 * admin answers are never cached, so there is nothing stale to show. Once the session was
 * confirmed, a later check that gets no answer keeps the page (docs/decisions/180): a blip must
 * not throw away what staff were typing; the layout's banner says the connection dropped.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [session, setSession] = useState<AdminSession | { state: 'checking' }>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void checkAdminLogin().then((checked) => {
      if (!current || pathname === undefined || attempt < 0) return;
      // A blip keeps the confirmed session, and the same admin again keeps the same value, so the
      // pages reading it (signed-in-admin.ts) are not drawn again on every navigation.
      setSession((previous) =>
        previous.state === 'allowed' &&
        (checked.state === 'unreachable' || (checked.state === 'allowed' && checked.admin._id === previous.admin._id))
          ? previous
          : checked,
      );
    });
    return () => {
      current = false;
    };
  }, [pathname, attempt]);

  useEffect(() => {
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  if (session.state === 'denied') return <Navigate to={adminPaths.login.to()} replace />;
  if (session.state === 'unreachable') return <NeedsConnectionView onRetry={() => setAttempt((n) => n + 1)} />;
  if (session.state === 'checking') return <FullPageLoader label="Checking admin login" />;
  return <SignedInAdminContext value={session.admin}>{children}</SignedInAdminContext>;
}
