import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ScreenContext } from '../../contract/first-screen-link';

/** Opens a page of the shop in the app, as the router's navigate does for a path. */
export type OpenInApp = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** The router's navigate as one function that never changes; null outside the shop's layout. */
const AppNavigate = createContext<OpenInApp | null>(null);

/**
 * What is done before a page is opened (the app's router reads the page's code and data ahead):
 * resolves to what to run just before the address changes, or null to open the page at once.
 */
export type BeforeOpening = (to: string) => Promise<() => void> | null;

/**
 * Gives everything below one way to open a page in the app that never changes. The router's own
 * `Link`, `useNavigate` and `useLocation` read the location, so a component using them was drawn
 * again at every change of the address, a search's every keystroke included: each of a page's
 * links, hearts and 'add to bag' buttons (docs/decisions/327, 329).
 *
 * With `before`, a page is opened once what it needs first is ready (docs/decisions/335), unless
 * the shopper has moved on meanwhile: a later tap opens its own page instead, and a page left by
 * Back (or any other change of address) stays left.
 *
 * The shop's links below (ScreenLink: the top bar's, the cards', the footer's) open their pages
 * through it: the first screen's components, drawn as plain links in the written HTML, are links
 * of the app here (docs/decisions/200, 354).
 */
export function AppNavigateProvider({ children, before }: { children: ReactNode; before?: BeforeOpening }) {
  const navigate = useNavigate();
  const latest = useRef({ navigate, before });
  const lastAsked = useRef(0);
  useLayoutEffect(() => {
    latest.current = { navigate, before };
  }, [navigate, before]);
  const open = useCallback<OpenInApp>((to, options) => {
    const asked = ++lastAsked.current;
    const ready = latest.current.before?.(to);
    if (!ready) {
      void latest.current.navigate(to, options);
      return;
    }
    // The address as the browser has it: changed at once by Back, before the router draws it.
    const from = window.location.href;
    void ready.then((keep) => {
      if (asked !== lastAsked.current || window.location.href !== from) return;
      keep();
      void latest.current.navigate(to, options);
    });
  }, []);
  // A link to the page already shown replaces it in the history, as the router's Link does.
  const links = useMemo(
    () => ({
      open: (href: string) => {
        const { pathname, search, hash } = window.location;
        open(href, { replace: `${pathname}${search}${hash}` === href });
      },
      written: false,
    }),
    [open],
  );
  return (
    <AppNavigate value={open}>
      <ScreenContext value={links}>{children}</ScreenContext>
    </AppNavigate>
  );
}

/** The stable navigate of the shop's layout; a component that opens pages must be drawn inside it. */
export function useAppNavigate(): OpenInApp {
  const open = useContext(AppNavigate);
  if (!open) throw new Error('useAppNavigate is used outside AppNavigateProvider (the shop layout).');
  return open;
}
