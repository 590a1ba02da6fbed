import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData, unpackFirstPaint } from '../../../contract/first-paint';
import type { ShopDatabase } from '../../data/db';
import { writeCollections } from './ensure-collection-fresh';

/** The catalogue the server wrote into this page's HTML, or null (a shell from the service worker). */
export function readFirstPaintData(document: Document): FirstPaintData | null {
  const text = document.getElementById(FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstPaintData;
  } catch (error) {
    console.warn('The catalogue written into the page could not be read:', error);
    return null;
  }
}

/**
 * Puts the lists the server wrote into the page into the mirror, as if they had just been
 * fetched: the HTML is never served from a cache (no-cache, and the service worker serves its
 * own shell without them), so they are as fresh as an API answer and no screen refetches them.
 * Runs before the first render (app/main.tsx), so the screens' first live query finds them.
 */
export async function seedFromPage(database: ShopDatabase, data: FirstPaintData, now = Date.now()): Promise<void> {
  await writeCollections(database, unpackFirstPaint(data), now);
}
