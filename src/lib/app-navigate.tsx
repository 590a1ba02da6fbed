import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Opens a page of the shop in the app, as the router's navigate does for a path. */
export type OpenInApp = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** The router's navigate as one function that never changes; null outside the shop's layout. */
const AppNavigate = createContext<OpenInApp | null>(null);

/**
 * Gives everything below one way to open a page in the app that never changes. The router's own
 * `Link`, `useNavigate` and `useLocation` read the location, so a component using them was drawn
 * again at every change of the address, a search's every keystroke included: each of a page's
 * links, hearts and 'add to bag' buttons (docs/decisions/327, 329).
 */
export function AppNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const open = useCallback<OpenInApp>((to, options) => {
    void latest.current(to, options);
  }, []);
  return <AppNavigate value={open}>{children}</AppNavigate>;
}

/** The stable navigate, or null when drawn outside the shop's layout (a written copy, a test). */
export function useAppNavigateIfAny(): OpenInApp | null {
  return useContext(AppNavigate);
}

/** The stable navigate of the shop's layout; a component that opens pages must be drawn inside it. */
export function useAppNavigate(): OpenInApp {
  const open = useContext(AppNavigate);
  if (!open) throw new Error('useAppNavigate is used outside AppNavigateProvider (the shop layout).');
  return open;
}
