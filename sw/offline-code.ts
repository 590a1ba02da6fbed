import type { PrecacheEntry } from 'workbox-precaching';
import type { SavedCode } from '../src/lib/offline-code-messages';

/**
 * The storefront's code that the install leaves out (docs/decisions/339): the scripts a first
 * visit does not run, marked `saveLater` by the build (scripts/offline-code.ts). They are saved in
 * a cache of their own once the page asks, and kept there until a version no longer lists them.
 */
export const LATER_CODE_CACHE = 'storefront-code';

/** A build's precache entry; `saveLater` marks the scripts saved after install. */
export type BuildEntry = PrecacheEntry & { saveLater?: true };

/** The entries the install precaches, and the paths saved later. */
export function splitBuild(entries: readonly (BuildEntry | string)[]): {
  atInstall: (PrecacheEntry | string)[];
  later: string[];
} {
  const atInstall: (PrecacheEntry | string)[] = [];
  const later: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string' && entry.saveLater) later.push(new URL(entry.url, 'https://shop.invalid/').pathname);
    else atInstall.push(entry);
  }
  return { atInstall, later };
}

/**
 * Fetches into `cache` each of `paths` it does not hold yet, one at a time (a phone's connection
 * stays free for what the shopper asks meanwhile), through the browser's HTTP cache: a script
 * the page already loaded costs no download. A failed fetch (offline) ends the round; the rest
 * are counted as missing and fetched next time.
 */
export async function saveLaterCode(
  cache: Cache,
  paths: readonly string[],
  fetchFile: (path: string) => Promise<Response> = (path) => fetch(path),
): Promise<SavedCode> {
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const wanted = paths.filter((path) => !held.has(path));
  let saved = 0;
  for (const path of wanted) {
    let response: Response;
    try {
      response = await fetchFile(path);
    } catch {
      break;
    }
    if (!response.ok) continue;
    await cache.put(path, response);
    saved += 1;
  }
  return { saved, missing: wanted.length - saved };
}

/** Removes from `cache` the files of earlier versions: what `paths` no longer lists. */
export async function dropOldCode(cache: Cache, paths: readonly string[]): Promise<void> {
  const current = new Set(paths);
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}
