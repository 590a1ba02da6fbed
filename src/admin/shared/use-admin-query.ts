import { useCallback, useEffect, useRef, useState } from 'react';
import { useKeepFresh } from './use-keep-fresh';

export type AdminQuery<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => void;
};

export type AdminQueryOptions = {
  /**
   * Re-read while the page is open (docs/decisions/181): when the tab becomes visible, when the
   * connection comes back, and every `everyMs` while visible and online.
   */
  keepFresh?: { everyMs: number };
  /**
   * A list searched as staff type: while the next key's answer is on its way the previous
   * answer stays shown (marked loading), so the row under a finger does not vanish between a
   * letter and its answer (docs/decisions/269). Not for a page of one record: another order's
   * data must never stand in for the one asked for.
   */
  keepPrevious?: boolean;
};

/**
 * A plain request held in component state: admin data is network-only (DESIGN.md), so it is
 * never written to Dexie, a cache or a global store. `key` re-runs the load when it changes;
 * an answer that arrives after the key moved on is dropped. A failed re-read of the same key
 * keeps what was shown beside the error (a blip must not blank a page staff are working on),
 * and a failed load is tried again by itself when the connection comes back.
 */
export function useAdminQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: AdminQueryOptions = {},
): AdminQuery<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown; loading: boolean }>({
    key,
    loading: true,
  });
  const [round, setRound] = useState(0);
  const inFlight = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `key` names what it loads.
  useEffect(() => {
    const controller = new AbortController();
    inFlight.current = true;
    setState((previous) => ({
      key,
      data: previous.key === key || options.keepPrevious ? previous.data : undefined,
      loading: true,
    }));
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        inFlight.current = false;
        setState({ key, data, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = false;
        setState((previous) => ({
          key,
          data: previous.key === key || options.keepPrevious ? previous.data : undefined,
          error,
          loading: false,
        }));
      },
    );
    return () => {
      controller.abort();
      inFlight.current = false;
    };
  }, [key, round]);
  const refetch = useCallback(() => setRound((value) => value + 1), []);
  // A re-read never starts while one is on its way: it would abort it and start over.
  const refresh = useCallback(() => {
    if (!inFlight.current) refetch();
  }, [refetch]);
  useKeepFresh(refresh, { failed: state.error !== undefined, everyMs: options.keepFresh?.everyMs });
  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
