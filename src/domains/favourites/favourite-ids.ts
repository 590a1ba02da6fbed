import { useSyncExternalStore } from 'react';
import { db as appDb, loadedLiveQuery, type ShopDatabase } from '../../data/db';
import { readSessionUser } from '../../data/session';

/** What the device knows of the signed-in shopper's favourites: none for a visitor. */
type Known = { signedIn: boolean; ids: ReadonlySet<string> };

export type FavouriteState = { favourite: boolean; signedIn: boolean };

/**
 * One live query for every heart on the screen (docs/decisions/260). A listing draws 25 cards,
 * each with a heart; when each heart read IndexedDB with a live query of its own, the page started
 * 25 of them, and Dexie's work for them was the largest share of the main thread's long tasks at
 * start. Now the hearts share this store: one query (the session, then the shopper's favourite
 * keys), started by the first heart drawn.
 */
let known: Known | undefined;
const listeners = new Set<() => void>();
let watching = false;

export async function readFavouriteIds(database: ShopDatabase): Promise<Known> {
  const user = await readSessionUser(database);
  if (!user) return { signedIn: false, ids: new Set() };
  const keys = await database.favourites.where('userId').equals(user._id).primaryKeys();
  return { signedIn: true, ids: new Set(keys.map(([, productId]) => productId)) };
}

function sameKnown(a: Known | undefined, b: Known): boolean {
  if (!a || a.signedIn !== b.signedIn || a.ids.size !== b.ids.size) return false;
  for (const id of b.ids) if (!a.ids.has(id)) return false;
  return true;
}

function publish(next: Known): void {
  if (sameKnown(known, next)) return;
  known = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Started by the first heart and kept for the page's life, also while no heart is on screen:
  // it stays true (a sign-out reaches it at once), and hearts on the next page are drawn once,
  // with what it knows, instead of again when a new query first answers.
  if (!watching) {
    watching = true;
    loadedLiveQuery()(() => readFavouriteIds(appDb())).subscribe({
      next: publish,
      error: (error: unknown) => console.warn('Reading the favourites on this device failed:', error),
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Reads the favourites before the first render, so no heart is drawn twice at start (main.tsx). */
export async function primeFavouriteIds(database: ShopDatabase = appDb()): Promise<void> {
  publish(await readFavouriteIds(database));
}

// One object per state, so a heart whose own state did not change is not drawn again.
const VISITOR: FavouriteState = { favourite: false, signedIn: false };
const KEPT: FavouriteState = { favourite: true, signedIn: true };
const NOT_KEPT: FavouriteState = { favourite: false, signedIn: true };

function stateOf(productId: string): FavouriteState | undefined {
  if (!known) return undefined;
  if (!known.signedIn) return VISITOR;
  return known.ids.has(productId) ? KEPT : NOT_KEPT;
}

/**
 * Whether the signed-in shopper keeps this product as a favourite, and whether a shopper is
 * signed in at all: undefined until IndexedDB first answers; a visitor's is never a favourite (an
 * expired session's mirror is not theirs).
 */
export function useFavouriteState(productId: string): FavouriteState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => stateOf(productId),
    () => undefined,
  );
}
