/**
 * Hearts tapped on a written first screen by a signed-in shopper before the app took over
 * (src/app/written-answers.ts, docs/decisions/367), kept in the tab's session storage until the
 * app stores each as its own heart's tap (apply-written-taps.ts): kept there, not in memory, so a
 * tap followed at once by a link to another page is not lost. Each tap
 * is the state the shopper asked for, not a toggle, so storing one twice changes nothing.
 */
export type WrittenTap = { productId: string; title: string; favourite: boolean };

const WRITTEN_TAPS_KEY = 'jutexx.written-taps';

export function readWrittenTaps(): WrittenTap[] {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(WRITTEN_TAPS_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isTap) : [];
  } catch {
    return []; // storage refused, or not ours: nothing kept
  }
}

function isTap(value: unknown): value is WrittenTap {
  const tap = value as Partial<WrittenTap> | null;
  return typeof tap?.productId === 'string' && typeof tap.title === 'string' && typeof tap.favourite === 'boolean';
}

function keep(taps: WrittenTap[]): void {
  try {
    if (taps.length === 0) window.sessionStorage.removeItem(WRITTEN_TAPS_KEY);
    else window.sessionStorage.setItem(WRITTEN_TAPS_KEY, JSON.stringify(taps));
  } catch (error) {
    console.warn('Keeping a heart tapped before the app failed:', error);
  }
}

/** A product's latest tap replaces its earlier one. */
export function recordWrittenTap(tap: WrittenTap): void {
  keep([...readWrittenTaps().filter((kept) => kept.productId !== tap.productId), tap]);
}

/** Forgets `done`, keeping a tap recorded since (a later tap of the same product differs). */
export function forgetWrittenTaps(done: readonly WrittenTap[]): void {
  const same = (a: WrittenTap, b: WrittenTap) => a.productId === b.productId && a.favourite === b.favourite;
  keep(readWrittenTaps().filter((kept) => !done.some((tap) => same(tap, kept))));
}
