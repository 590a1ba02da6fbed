import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SHOP_DESCRIPTION } from './contract/constants';
import { chunkReport } from './scripts/chunk-report';
import { compileHints } from './scripts/compile-hints';
import { firstScreenStyles } from './scripts/first-screen-styles';
import { isFirstVisitPart } from './scripts/first-visit-chunk';
import { keepOutOfWorker } from './scripts/keep-out-of-worker';
import { mantineReplacements } from './scripts/mantine-replacements';
import { mantineThemeStylesheet } from './scripts/mantine-theme-css';
import { saveLaterTransform } from './scripts/offline-code';
import { shellPreload } from './scripts/shell-preload';
import { writtenAnswersInline } from './scripts/written-answers-inline';

const api = 'http://localhost:8080';
/** The project's folder, for the plugins that read or point into it. */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    mantineReplacements(root),
    mantineThemeStylesheet(),
    chunkReport(root),
    firstScreenStyles(),
    writtenAnswersInline(),
    shellPreload('src/app/main.tsx'),
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The manifest's icons are in the precache once, through globPatterns below.
      includeManifestIcons: false,
      manifest: {
        name: 'Jutexx — Handmade Jute',
        short_name: 'Jutexx',
        description: SHOP_DESCRIPTION,
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#6e4a24',
        background_color: '#fbf8f2',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Long-press menu of the installed app (scripts/generate-icons.ts draws the icons).
        shortcuts: [
          {
            name: 'Shopping bag',
            short_name: 'Bag',
            url: '/cart',
            icons: [{ src: '/icons/shortcut-bag-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'My orders',
            short_name: 'Orders',
            url: '/orders',
            icons: [{ src: '/icons/shortcut-orders-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Favourites',
            short_name: 'Favourites',
            url: '/favourites',
            icons: [{ src: '/icons/shortcut-favourites-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The back office is never needed offline by shoppers: keep its chunks out of the precache.
        globIgnores: ['**/admin-*.js', '**/admin-*.css'],
        // Scripts a first visit does not run are saved after install, once the shopper has
        // settled (docs/decisions/339).
        manifestTransforms: [saveLaterTransform(fileURLToPath(new URL('./dist', import.meta.url)))],
        // What the worker's own script must not carry (docs/decisions/343).
        buildPlugins: { vite: [keepOutOfWorker()] },
      },
    }),
  ],
  resolve: {
    // zod without its eval probe, which the CSP would report (src/lib/zod-without-eval.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
      // react-router's package sends bundlers its development build (dev warnings kept in); the
      // production build is the same code with them switched off (docs/decisions/176).
      ...(mode === 'production'
        ? [
            // The service worker renders the first screen with renderToString only (contract/
            // first-screen-render.tsx); react-dom/server's browser entry also carries the streaming
            // renderer, which would double the worker's size (docs/decisions/200).
            {
              find: /^react-dom\/server$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url),
              ),
            },
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  server: {
    proxy: { '/api': api, '/media': api, '/healthz': api },
  },
  preview: {
    proxy: { '/api': api, '/media': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads a written page's own chunks from it
    // (server/modules/web/page-preloads.ts, docs/decisions/201).
    manifest: true,
    // No polyfill for <link rel="modulepreload">: every browser the shop serves on a phone reads it
    // (Chrome 66, Safari 17, Firefox 115), and one that does not still loads each script through its
    // import, only not ahead of time. The polyfill was 0.23 KB (gzip) of the entry (docs/decisions/301).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry (src/app/boot.ts) shares with the shell, in a file of its own: Vite's
            // helper for dynamic imports (the entry imports the shell with it after the first paint),
            // the check for a page older than the shop's code (decision 328) and the wait for the next
            // paint. The entry must not evaluate the shell to get them, as it would if they were
            // grouped with it (a first visit's entry would wait for the whole shell).
            {
              name: 'entry-helpers',
              test: /vite[\\/]preload-helper|src[\\/]lib[\\/](newer-code|after-next-paint)\.ts$/,
              priority: 4,
            },
            // React and React DOM's client (with the start that evaluates it: src/app/react-dom-start/)
            // in a file of their own, which the entry evaluates a task before the rest of the shell:
            // under DevTools' recording (Lighthouse's) the task that instantiated and evaluated the
            // whole shell was the longest of a first visit (docs/decisions/378).
            {
              name: 'react-dom',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-dom-start[\\/]/,
              priority: 5,
            },
            { name: 'shell', test: /src[\\/]app[\\/]main\.tsx$/, priority: 3 },
            // What a listing, a product and the bag draw beyond the shell, in one file
            // (scripts/first-visit-chunk.ts).
            { name: 'first-visit', test: isFirstVisitPart, priority: 2 },
            // Mantine's Card, Image, Grid, SimpleGrid and VisuallyHidden in a file of their own: merged
            // by size, Card came with the file input and the stepper, Image with the popover and the
            // textarea, and with them floating-ui, the menu and the number input (about 120 KB) onto
            // every home visit (docs/decisions/342). Home's lower sections now draw only
            // VisuallyHidden of them (decision 357); home's carousels and banners and other pages
            // draw the rest.
            {
              name: 'home-lower-parts',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Card|Image|Grid|SimpleGrid|VisuallyHidden)[\\/].*\.mjs$/,
              priority: 2,
            },
            // Floating-ui (the menus', popovers' and tooltips' placement) in a file of its own: merged
            // by size with Mantine's small helpers, it came with them onto the product page, which
            // draws no popover (docs/decisions/290).
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/].*\.m?js$/, priority: 1 },
            // Mantine's hooks beyond the shell's in a file of their own: merged by size, the search's
            // one debounce hook came with the back office's tables and tabs, and with them
            // floating-ui, onto the searched page's first visit (docs/decisions/293).
            { name: 'mantine-hooks', test: /node_modules[\\/]@mantine[\\/]hooks[\\/].*\.m?js$/, priority: 1 },
            {
              name: 'mantine-parts',
              test: /node_modules[\\/]@mantine[\\/].*\.m?js$/,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
              priority: 0,
            },
          ],
        },
        // Chunks made only of back-office code are named admin-*, so the service worker's
        // precache (globIgnores above) leaves them out: a shopper's device never fetches them.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/src/admin/'))
            ? 'assets/admin-[name]-[hash].js'
            : // A group's parts are named after every page that loads them: the hash tells them apart.
              chunk.name.startsWith('mantine-parts')
              ? 'assets/mantine-parts-[hash].js'
              : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) => name.includes('src/admin/'))
            ? 'assets/admin-[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
}));
