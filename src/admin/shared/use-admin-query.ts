import { useCallback, useEffect, useState } from 'react';

export type AdminQuery<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => void;
};

/**
 * A plain request held in component state: admin data is network-only (DESIGN.md), so it is
 * never written to Dexie, a cache or a global store. `key` re-runs the load when it changes;
 * an answer that arrives after the key moved on is dropped.
 */
export function useAdminQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown; loading: boolean }>({
    key,
    loading: true,
  });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `key` names what it loads.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const refetch = useCallback(() => setRound((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
