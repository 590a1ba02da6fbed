/**
 * The service worker wrote the outbox and the mirrors while this page was not looking
 * (sw/outbox-sync.ts writes IndexedDB without Dexie, so Dexie saw no change): every live query
 * reads again. `storagemutated` is Dexie's documented event behind its live queries; "all" is
 * what Dexie itself fires when a page returns from the back-forward cache.
 */
export async function rereadMirror(): Promise<void> {
  const { Dexie, RangeSet } = await import('dexie');
  Dexie.on('storagemutated').fire({ all: new RangeSet(-Infinity, [[]]) });
}
