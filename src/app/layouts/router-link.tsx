import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import { useNavigate } from 'react-router';
import type { ScreenLinkProps } from '../../../contract/first-screen-link';

type OpenInApp = (href: string, options: { replace: boolean }) => void;

/** The router's navigate as one function that never changes; null outside the shop's layout. */
const AppNavigate = createContext<OpenInApp | null>(null);

/**
 * Gives every link below one way to open a page in the app. The router's own `Link` read the
 * location, so each of a page's 40-odd links (cards, top bar, filters) was drawn again at every
 * change of the address, a search's every keystroke included, and resolved its path each time
 * (docs/decisions/327).
 */
export function AppNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const open = useCallback<OpenInApp>((href, options) => {
    latest.current(href, options);
  }, []);
  return <AppNavigate value={open}>{children}</AppNavigate>;
}

/** A press the app takes, as the router's Link decides: the main button, no modifier, this tab. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The first screen's components (docs/decisions/200) link through the router inside the app: the
 * same `<a href>` as the written copy, opened without reloading the shop. A link to the page
 * already shown replaces it in the history, as the router's Link does.
 */
export function RouterLink({ href, onClick, ...props }: ScreenLinkProps) {
  const open = useContext(AppNavigate);
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !open || !href.startsWith('/') || href.startsWith('//')) return;
    if (!opensHere(event, props.target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    open(href, { replace: `${pathname}${search}${hash}` === href });
  };
  return <a {...props} href={href} onClick={press} />;
}
