import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { FullPageLoader } from '../../ui/full-page-loader';
import { checkAdminLogin } from './check-admin-login';

/**
 * Every admin page checks the admin login and goes to /admin/login when it fails (spec 001
 * section 2). The check runs again on each admin navigation; the page stays up meanwhile.
 * Admin answers are never cached: this is network-only state, not data.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [state, setState] = useState<'checking' | 'allowed' | 'denied'>('checking');

  useEffect(() => {
    let current = true;
    void checkAdminLogin().then((allowed) => {
      if (current && pathname) setState(allowed ? 'allowed' : 'denied');
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  if (state === 'denied') return <Navigate to={paths.admin.login.to()} replace />;
  if (state === 'checking') return <FullPageLoader label="Checking admin login" />;
  return <>{children}</>;
}
