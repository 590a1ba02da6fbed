import equal from 'fast-deep-equal/es6';
import { type DependencyList, startTransition, useEffect, useState } from 'react';
import { loadedLiveQuery } from './db';

type Answer = { value: unknown } | { error: unknown };

/** A live query's answer read ahead of the render that uses it, under a key naming the query. */
export type FirstAnswer = readonly [key: string, value: unknown];

/**
 * The first answers of the page drawn now, by the key naming each query: read before its first
 * render, so that render has its data instead of a loading state. For the page the app opens on
 * (read before the app's first render: a product reopened offline draws at once, and the server's
 * first screen gives way to the page in one step, docs/decisions/176), and for a page a tap opens
 * (read before the address changes, docs/decisions/335). Kept until the address changes again.
 */
let primed = new Map<string, unknown>();
/** The answers read for the page a tap is about to open: `primed` once the address has changed. */
let ahead = new Map<string, unknown>();
/** The history entry `primed` is for (undefined until the app's first render names it). */
let primedFor: string | undefined;

export async function readFirstAnswer(key: string, querier: () => Promise<unknown>): Promise<FirstAnswer> {
  return [key, await querier()];
}

/** Keeps answers read before the app's first render for the page it opens on. */
export function keepFirstAnswers(answers: readonly FirstAnswer[]): void {
  for (const [key, value] of answers) primed.set(key, value);
}

/** Reads a query's answer and keeps it for the page the app opens on. */
export async function primeLiveQuery(key: string, querier: () => Promise<unknown>): Promise<void> {
  keepFirstAnswers([await readFirstAnswer(key, querier)]);
}

/** Keeps answers for the page the next change of address opens (and for no other). */
export function keepAnswersForNextPage(answers: readonly FirstAnswer[]): void {
  ahead = new Map(answers);
}

/**
 * The address is now `entry` (a history entry's key): the answers read for it become the page's
 * first answers, and those of the page before are forgotten. Called as the routes render, before
 * the page does; again for the same entry, it changes nothing.
 */
export function turnPage(entry: string): void {
  if (primedFor === undefined) primedFor = entry; // the page the app opens on: its answers stay
  if (entry === primedFor) return;
  primedFor = entry;
  primed = ahead;
  ahead = new Map();
}

/** Forgets every answer read ahead (tests). */
export function forgetPrimedAnswers(): void {
  primed = new Map();
  ahead = new Map();
  primedFor = undefined;
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
 * (the same query, read by the router for the page the app opens on or a tap opens).
 */
export function usePrimedLiveQuery<T>(
  primeKey: string,
  querier: () => Promise<T> | T,
  deps: DependencyList,
): T | undefined {
  const answer = useAnswer(querier, deps, primed.has(primeKey) ? { value: primed.get(primeKey) } : null);
  return answer ? (answer.value as T) : undefined;
}
