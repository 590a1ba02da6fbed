import { type RefObject, useEffect, useState } from 'react';
import { PACKING_RENEW_MS } from '../../../contract/packing';
import { ApiError } from '../../api/api-error';
import { getErrorMessage } from '../../lib/get-error-message';
import { releasePackingLease, releasePackingLeaseOnExit } from './release-packing-lease';
import { renewPackingLease } from './renew-packing-lease';

export type PackingLeaseState = {
  /** Why this tablet no longer holds the order (another tablet took it, it was cancelled…). */
  lost: string | null;
  /** The last renewal did not reach the server; the claim still runs for a few minutes. */
  warning: string | null;
};

/**
 * Keeps this tablet's claim on the order while it is on screen (docs/decisions/146): renews it
 * every PACKING_RENEW_MS and when the tablet wakes, and lets it go when the view goes away or
 * the page closes. `settled` is set once packed or skip ended the claim on the server, so
 * nothing is released twice.
 */
export function usePackingLease(orderId: string, settled: RefObject<boolean>): PackingLeaseState {
  const [state, setState] = useState<PackingLeaseState>({ lost: null, warning: null });

  useEffect(() => {
    let active = true;
    let lost = false;
    async function renew() {
      if (lost) return;
      try {
        await renewPackingLease(orderId);
        if (active) setState({ lost: null, warning: null });
      } catch (error) {
        if (!active) return;
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          lost = true;
          setState({ lost: getErrorMessage(error), warning: null });
        } else {
          setState({
            lost: null,
            warning: getErrorMessage(error, 'The server could not be reached to keep this order.'),
          });
        }
      }
    }
    // Renewed at once too: a remount (React's development double mount, a route change back)
    // may have released the claim a moment ago.
    void renew();
    const timer = window.setInterval(renew, PACKING_RENEW_MS);
    // A tablet that slept missed its renewals: renew at once, before anyone else takes the order.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void renew();
    };
    const onExit = () => {
      if (!settled.current && !lost) releasePackingLeaseOnExit(orderId);
    };
    document.addEventListener('visibilitychange', onVisible);
    // Back online after a blip: renew at once, so the warning goes as soon as the claim is safe.
    window.addEventListener('online', renew);
    window.addEventListener('pagehide', onExit);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', renew);
      window.removeEventListener('pagehide', onExit);
      if (!settled.current && !lost)
        releasePackingLease(orderId).catch((error: unknown) =>
          console.warn('The packing claim was not released; it runs out by itself:', getErrorMessage(error)),
        );
    };
  }, [orderId, settled]);

  return state;
}
