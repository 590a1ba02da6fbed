import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebRoot, TEST_SHELL } from '../../testing/web-root';
import { PAGE_MODULES, pagePreloads } from './page-preloads';

// docs/decisions/201: a written listing, product or bag page asks for its own chunks beside the shell.
const manifest = {
  'src/pages/catalogue/category-page.tsx': {
    file: 'assets/category-page-a1.js',
    imports: ['_Input-b2.js', '_index-3f2a1b.js'],
    css: ['assets/category-page-c3.css'],
  },
  // Dexie's chunk, which imports from the shell.
  'src/data/shop-database.ts': { file: 'assets/shop-database-d4.js', imports: ['_dexie-g7.js', '_index-3f2a1b.js'] },
  '_dexie-g7.js': { file: 'assets/dexie-g7.js' },
  // A module of styles only is built as a CSS file.
  'src/app/mantine-page-styles.ts': { file: 'assets/mantine-page-styles-e5.css' },
  'src/app/mantine-catalogue-styles.ts': { file: 'assets/mantine-catalogue-styles-a8.css' },
  '_Input-b2.js': { file: 'assets/Input-b2.js', imports: ['_Popover-f6.js'] },
  '_Popover-f6.js': { file: 'assets/Popover-f6.js', imports: ['_Input-b2.js'] },
  // Already asked for by the shell's HTML.
  '_index-3f2a1b.js': { file: 'assets/index-3f2a1b.js' },
};
const built = createWebRoot({ '.vite/manifest.json': JSON.stringify(manifest) });
const bare = createWebRoot();
afterAll(() => {
  built.remove();
  bare.remove();
});

describe("a written page's own chunks", () => {
  it('are preloaded with their imports and styles, once each, leaving out what the shell already asks for', () => {
    const tags = pagePreloads(built.root)(PAGE_MODULES.category, TEST_SHELL);
    // The catalogue's Mantine styles only (docs/decisions/370).
    expect(tags).toEqual([
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/mantine-catalogue-styles-a8.css">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/category-page-c3.css">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shop-database-d4.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dexie-g7.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/category-page-a1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Input-b2.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Popover-f6.js">',
    ]);
  });

  it("give the bag, not one of the catalogue's pages, the other pages' Mantine styles after the catalogue's", () => {
    const styles = pagePreloads(built.root)(PAGE_MODULES.bag, TEST_SHELL).filter((tag) => tag.includes('as="style"'));
    expect(styles).toEqual([
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/mantine-catalogue-styles-a8.css">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/mantine-page-styles-e5.css">',
    ]);
  });

  it("include the database's chunks on home, which the shell draws, and on every other written page", () => {
    for (const modules of Object.values(PAGE_MODULES)) {
      expect(pagePreloads(built.root)(modules, TEST_SHELL)).toEqual(
        expect.arrayContaining([
          '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shop-database-d4.js">',
          '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dexie-g7.js">',
        ]),
      );
    }
  });

  it('are not preloaded where the build wrote no manifest, or for a module it does not name', () => {
    expect(pagePreloads(bare.root)(PAGE_MODULES.category, TEST_SHELL)).toEqual([]);
    expect(pagePreloads(built.root)(['src/pages/nowhere.tsx'], TEST_SHELL)).toEqual([]);
  });

  it('name modules that exist, as the router imports them', () => {
    for (const module of Object.values(PAGE_MODULES).flat()) expect(existsSync(module), module).toBe(true);
  });
});
