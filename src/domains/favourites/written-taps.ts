import { WRITTEN_TAPS_KEY } from '../../lib/tab-kept-keys';
import { tabKeptList } from '../../lib/tab-kept-list';

/**
 * Hearts tapped on a written first screen by a signed-in shopper before the app took over
 * (src/app/written-answers.ts, docs/decisions/367), kept in the tab's session storage until the
 * app stores each as its own heart's tap (apply-written-taps.ts). Each tap is the state the
 * shopper asked for, not a toggle, so storing one twice changes nothing.
 */
export type WrittenTap = { productId: string; title: string; favourite: boolean };

function isTap(value: unknown): value is WrittenTap {
  const tap = value as Partial<WrittenTap> | null;
  return typeof tap?.productId === 'string' && typeof tap.title === 'string' && typeof tap.favourite === 'boolean';
}

const kept = tabKeptList(WRITTEN_TAPS_KEY, isTap);

export const readWrittenTaps = kept.read;

/** A product's latest tap replaces its earlier one. */
export function recordWrittenTap(tap: WrittenTap): void {
  kept.keep([...kept.read().filter((earlier) => earlier.productId !== tap.productId), tap]);
}

/** Forgets `done`, keeping a tap recorded since (a later tap of the same product differs). */
export function forgetWrittenTaps(done: readonly WrittenTap[]): void {
  const same = (a: WrittenTap, b: WrittenTap) => a.productId === b.productId && a.favourite === b.favourite;
  kept.keep(kept.read().filter((tap) => !done.some((other) => same(other, tap))));
}
