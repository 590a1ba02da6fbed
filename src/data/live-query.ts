import equal from 'fast-deep-equal/es6';
import { type DependencyList, startTransition, useEffect, useState } from 'react';
import { loadedLiveQuery } from './db';

type Answer = { value: unknown } | { error: unknown };

/**
 * Answers read before the first render for the page the app opens on (`primeLiveQuery`), by a
 * key naming the query: that page's first render has its data instead of a loading state, so a
 * product reopened offline draws at once and the server's first screen gives way to the page in
 * one step (docs/decisions/176). Forgotten at the first navigation (`forgetPrimedAnswers`).
 */
const primed = new Map<string, unknown>();

export async function primeLiveQuery(key: string, querier: () => Promise<unknown>): Promise<void> {
  primed.set(key, await querier());
}

export function forgetPrimedAnswers(): void {
  primed.clear();
}

/**
 * The answer kept when a new one reads the same (docs/decisions/307): a live query answers again
 * when it starts, though the page was drawn with its primed answer, and whenever its tables are
 * written, also with what they already held (a refresh that found nothing new). A new object each
 * time made React draw the whole page again for nothing; the same state lets it skip the render.
 */
const sameUnlessChanged =
  (value: unknown) =>
  (current: Answer | null): Answer =>
    current && 'value' in current && equal(current.value, value) ? current : { value };

function useAnswer(querier: () => unknown, deps: DependencyList, first: Answer | null): { value: unknown } | null {
  const [answer, setAnswer] = useState<Answer | null>(first);
  useEffect(() => {
    // Dexie's code is loaded before the app's first render (main.tsx awaits openDatabase()).
    const subscription = loadedLiveQuery()(querier).subscribe({
      next: (value) => startTransition(() => setAnswer(sameUnlessChanged(value))),
      error: (error: unknown) => startTransition(() => setAnswer({ error })),
    });
    return () => subscription.unsubscribe();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the query reads, as with dexie-react-hooks.
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer;
}

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
  const answer = useAnswer(querier, deps, null);
  return answer ? (answer.value as T) : defaultResult;
}

/**
 * useLiveQuery whose first answer may have been read before the first render under `primeKey`
 * (the same query, primed by the router for the page the app opens on).
 */
export function usePrimedLiveQuery<T>(
  primeKey: string,
  querier: () => Promise<T> | T,
  deps: DependencyList,
): T | undefined {
  const answer = useAnswer(querier, deps, primed.has(primeKey) ? { value: primed.get(primeKey) } : null);
  return answer ? (answer.value as T) : undefined;
}
