import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Dexie and the storefront's database (src/data/db.ts imports it): every storefront page waits for
 * it before its first render (src/app/main.tsx). src/app/boot.ts asks for it only once the entry
 * has run, so on Slow 3G over HTTP/1.1 it queued behind the page's own chunks and came last, about
 * 2 s after them (docs/decisions/275). Asked for by the page's head it comes with them. It stays
 * out of dist/index.html's entry (decision 178): this is the written pages' head only.
 */
const DATABASE_MODULE = 'src/data/shop-database.ts';

/** The Mantine stylesheets the catalogue's pages load, and those every other page adds (decision 370). */
const CATALOGUE_STYLES = 'src/app/mantine-catalogue-styles.ts';
const PAGE_STYLES = 'src/app/mantine-page-styles.ts';

/**
 * The app's modules a written page needs before it can take over from its first screen, as
 * src/app/lazy-pages.tsx imports them: the database, then the page's lazy chunk and the Mantine styles
 * it loads beside it. Home is drawn by the shell itself.
 */
export const PAGE_MODULES = {
  home: [DATABASE_MODULE],
  category: [DATABASE_MODULE, CATALOGUE_STYLES, 'src/pages/catalogue/category-page.tsx'],
  product: [DATABASE_MODULE, CATALOGUE_STYLES, 'src/pages/product/product-page.tsx'],
  bag: [DATABASE_MODULE, CATALOGUE_STYLES, PAGE_STYLES, 'src/pages/cart/cart-page.tsx'],
  search: [DATABASE_MODULE, CATALOGUE_STYLES, 'src/pages/search/search-page.tsx'],
  favourites: [DATABASE_MODULE, CATALOGUE_STYLES, 'src/pages/favourites/favourites-page.tsx'],
} as const;

/** One module of vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
export type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

/**
 * The built files `modules` need before they run: each module's own file, its styles and what it
 * imports statically, on down (not what it imports with import()). Modules the manifest does not
 * name add nothing.
 */
export function filesNeededBy(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file) || styles.has(chunk.file)) return;
    // A module of styles only (mantine-page-styles.ts, mantine-catalogue-styles.ts) is built as a CSS file.
    (chunk.file.endsWith('.css') ? styles : scripts).add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts, styles };
}

/**
 * Where the build put those modules (vite's manifest, dist/.vite/manifest.json), as preload tags
 * for the page's head (docs/decisions/201). Without them the browser learns of the page's chunk
 * and its some twenty small imports only after the shell has arrived and run: on Slow 3G another
 * round of 2 s requests after the shell. With them it fetches them beside the shell. Files the
 * shell's HTML already asks for are left out. No manifest (a web root without a build, tests):
 * no tags. Asked for at low priority, as the shell's files are (scripts/shell-preload.ts,
 * docs/decisions/285): the written screen and its pictures do not wait for them.
 */
export function pagePreloads(webRoot: string): (modules: readonly string[], shell: string) => string[] {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    // No build manifest: the page loads its chunks as before, after the shell.
  }
  return (modules, shell) => {
    const { scripts, styles } = filesNeededBy(manifest, modules);
    const absent = (file: string) => !shell.includes(`/${file}"`);
    return [
      ...[...styles]
        .filter(absent)
        .map((file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`),
      ...[...scripts]
        .filter(absent)
        .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ];
  };
}
