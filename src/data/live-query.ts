import { liveQuery } from 'dexie';
import { type DependencyList, startTransition, useEffect, useState } from 'react';

type Answer = { value: unknown } | { error: unknown };

/**
 * A Dexie live query in a component, as dexie-react-hooks' `useLiveQuery` (same arguments, the
 * default until the first answer, the last answer kept while new deps are asked, an error thrown
 * to the nearest error boundary), with one difference: each answer is drawn as a transition.
 * An answer can change a whole listing or page at once (25 cards when a listing's rows arrive);
 * a transition renders it in slices and keeps the page answering taps meanwhile, where an
 * ordinary update rendered it as one long task (docs/decisions/175).
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: DependencyList,
  defaultResult?: D,
): T | D | undefined {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const subscription = liveQuery(querier).subscribe({
      next: (value) => startTransition(() => setAnswer({ value })),
      error: (error: unknown) => startTransition(() => setAnswer({ error })),
    });
    return () => subscription.unsubscribe();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the query reads, as with dexie-react-hooks.
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer ? (answer.value as T) : defaultResult;
}
