import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  Router,
} from 'react-router';

/**
 * What a page returned to by Back or Forward reads before it is drawn: null when there is nothing
 * to read; else a promise, settled within the read ahead's limit, of what keeps the answers for it.
 * `from` is the path of the page on screen (the address bar already shows the next one).
 */
export type ReadBeforeReturning = (to: string, from: string) => Promise<() => void> | null;

type Shown = { action: NavigationType; location: Location };

/**
 * react-router's BrowserRouter (declarative mode, decision 178), except for Back and Forward:
 * the page returned to is drawn once its data and code are read, up to the read ahead's limit, as
 * a tapped page is (decision 335), instead of drawing its loading state first, and then in one
 * task rather than as a transition (decision 366). Until then the page being left stays, as in
 * react-router's data mode. A later move (another Back, a tap) wins over a read still under way.
 * Pushes and replaces are drawn without waiting, as transitions: a tap has read ahead already.
 */
export function AppRouter({ children, readAhead }: { children: ReactNode; readAhead: ReadBeforeReturning }) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [shown, setShown] = useState<Shown>(() => ({ action: history.action, location: history.location }));

  useLayoutEffect(() => {
    let shownPath = history.location.pathname;
    let latest: Location | undefined;
    // A page returned to once it is read is drawn as an ordinary update: in one task, as the
    // shopper waits for nothing else. As a transition it was drawn in 5 ms slices, with other
    // tasks between them, and a listing came three times later (docs/decisions/366). Its code and
    // data are read by then; a page that still suspends (the read's limit passed) shows its
    // loading state meanwhile.
    const show = (next: Shown, urgent = false) => {
      shownPath = next.location.pathname;
      if (urgent) setShown(next);
      else startTransition(() => setShown(next));
    };
    return history.listen(({ action, location }) => {
      latest = location;
      const reading =
        action === 'POP' ? readAhead(`${location.pathname}${location.search}${location.hash}`, shownPath) : null;
      if (!reading) return show({ action, location });
      void reading.then((keep) => {
        if (latest !== location) return;
        keep();
        show({ action, location }, true);
      });
    });
  }, [history, readAhead]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
