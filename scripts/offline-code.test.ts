import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../server/modules/web/page-preloads';
import { createWebRoot } from '../server/testing/web-root';
import { saveLaterTransform } from './offline-code';

// docs/decisions/339: the install precaches what a first visit runs; the other scripts are marked.
const pages = Object.fromEntries(
  [...new Set(Object.values(PAGE_MODULES).flat())].map((module) => {
    const name = module
      .split('/')
      .at(-1)
      ?.replace(/\.tsx?$/, '');
    return [module, { file: `assets/${name}-p1.js` }];
  }),
);
const manifest = {
  ...pages,
  'index.html': {
    file: 'assets/index-e1.js',
    imports: ['_helpers-h1.js'],
    dynamicImports: ['_shell-s1.js', 'src/data/shop-database.ts'],
  },
  '_helpers-h1.js': { file: 'assets/entry-helpers-h1.js' },
  '_shell-s1.js': {
    file: 'assets/shell-s1.js',
    name: 'shell',
    imports: ['_helpers-h1.js'],
    dynamicImports: ['node_modules/ky/distribution/index.js', 'src/pages/checkout/checkout-page.tsx'],
    css: ['assets/shell-s1.css'],
  },
  'node_modules/ky/distribution/index.js': { file: 'assets/index-k1.js' },
  'src/data/shop-database.ts': { file: 'assets/shop-database-p1.js', imports: ['_dexie-d1.js'] },
  '_dexie-d1.js': { file: 'assets/import-wrapper-d1.js' },
  'src/app/mantine-page-styles.ts': { file: 'assets/mantine-page-styles-m1.css' },
  'src/pages/checkout/checkout-page.tsx': { file: 'assets/checkout-page-c1.js', imports: ['_zod-z1.js'] },
  '_zod-z1.js': { file: 'assets/zod-z1.js' },
};
const built = createWebRoot({ '.vite/manifest.json': JSON.stringify(manifest) });
const partial = createWebRoot({ '.vite/manifest.json': JSON.stringify({ 'index.html': manifest['index.html'] }) });
afterAll(() => {
  built.remove();
  partial.remove();
});

const entry = (url: string) => ({ url, revision: url.endsWith('.html') ? 'r1' : null, size: 100 });

describe("the build's precache list", () => {
  it('marks the scripts no first visit runs to be saved later, and keeps the rest for the install', async () => {
    const listed = [
      'index.html',
      'assets/index-e1.js',
      'assets/entry-helpers-h1.js',
      'assets/shell-s1.js',
      'assets/shell-s1.css',
      'assets/import-wrapper-d1.js',
      'assets/shop-database-p1.js',
      'assets/index-k1.js',
      'assets/category-page-p1.js',
      'assets/product-page-p1.js',
      'assets/cart-page-p1.js',
      'assets/checkout-page-c1.js',
      'assets/zod-z1.js',
      'assets/confetti-worker-w1.js',
      'icons/icon-192.png',
    ].map(entry);
    const { manifest: marked } = await saveLaterTransform(built.root)(listed);
    expect(marked.filter((item) => item.saveLater).map((item) => item.url)).toEqual([
      'assets/checkout-page-c1.js',
      'assets/zod-z1.js',
      'assets/confetti-worker-w1.js',
    ]);
    expect(marked.map((item) => item.url)).toEqual(listed.map((item) => item.url));
  });

  it('fails the build when the manifest does not name the first visit’s modules', async () => {
    await expect(saveLaterTransform(partial.root)([entry('index.html')])).rejects.toThrow(/no shell/);
  });
});
