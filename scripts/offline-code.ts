import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesNeededBy, type ManifestChunk, PAGE_MODULES } from '../server/modules/web/page-preloads';

/** A precache entry as workbox-build hands it to a manifest transform. */
type BuildEntry = { url: string; revision: string | null; size: number; saveLater?: true };

/** A page of its own (its module's name ends in -page) or the back office, which is never precached. */
const OTHER_PAGE = /^src\/admin\/|-page\.tsx$/;

/**
 * The app's modules a first visit runs: the entry (index.html's script) and what it imports after
 * the first paint (the shell, the database); what the shell loads on demand beside any page (the
 * API's client, Dexie, workbox-window, the footer, the toasts, home's lower sections, the product's
 * carousel), though not the other pages; and every page the server writes a first screen for (a
 * listing, a product, the bag, search, favourites, home), since shared links open those cold.
 * Throws when the manifest lacks one of them: the build fails rather than precache the wrong files.
 */
function firstVisitModules(manifest: Record<string, ManifestChunk>): string[] {
  const onDemand = manifest['index.html']?.dynamicImports ?? [];
  const shell = onDemand.find((key) => manifest[key]?.name === 'shell');
  if (!shell) throw new Error('The build manifest names no shell imported by the entry (index.html)');
  const pages = [...new Set(Object.values(PAGE_MODULES).flat())];
  const missing = pages.filter((module) => !manifest[module]);
  if (missing.length > 0) throw new Error(`The build manifest names no chunk for ${missing.join(', ')}`);
  const besidePages = (manifest[shell]?.dynamicImports ?? []).filter((key) => !OTHER_PAGE.test(key));
  return ['index.html', ...onDemand, ...besidePages, ...pages];
}

/**
 * Marks the storefront's scripts a first visit does not run (`saveLater`): the service worker
 * precaches the rest at install and saves these once the shopper has settled on the shop (sw/
 * offline-code.ts, docs/decisions/339). At install, Chromium compiles every script it puts into
 * the cache; these are about half the code, of pages a shopper may never open. Reads vite's build
 * manifest in `outDir`.
 */
export function saveLaterTransform(outDir: string) {
  return async (entries: BuildEntry[]) => {
    const manifest: Record<string, ManifestChunk> = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    );
    const { scripts } = filesNeededBy(manifest, firstVisitModules(manifest));
    return {
      manifest: entries.map(
        (entry): BuildEntry =>
          entry.url.endsWith('.js') && !scripts.has(entry.url) ? { ...entry, saveLater: true } : entry,
      ),
    };
  };
}
