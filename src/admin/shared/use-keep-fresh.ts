import { useEffect, useRef } from 'react';

/**
 * When to re-read an admin page's data (docs/decisions/181). A failed load is re-read when the
 * connection comes back. With `everyMs`, the page is also re-read when its tab becomes
 * visible again, when the connection comes back, and on a timer while the tab is visible and
 * the device online; a hidden tab or an offline device sends nothing.
 */
export function useKeepFresh(refresh: () => void, { failed, everyMs }: { failed: boolean; everyMs?: number }) {
  const failedNow = useRef(failed);
  failedNow.current = failed;

  useEffect(() => {
    const canSend = () => navigator.onLine && document.visibilityState === 'visible';
    const onOnline = () => {
      if (failedNow.current || everyMs !== undefined) refresh();
    };
    const onVisible = () => {
      if (everyMs !== undefined && canSend()) refresh();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const timer =
      everyMs === undefined
        ? undefined
        : window.setInterval(() => {
            if (canSend()) refresh();
          }, everyMs);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [refresh, everyMs]);
}
