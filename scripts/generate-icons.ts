/**
 * Regenerates the PWA icons in public/icons/ from public/icons/icon.svg:
 * 192 and 512 px, and a 512 px maskable icon whose artwork sits inside the 80 % safe zone on
 * the brand background; and the 96 px icons of the manifest's shortcuts (Bag, Orders,
 * Favourites), a light line picture on the brand background; and the 64 px favicon from
 * public/icons/favicon.svg (a page's SVG icon is drawn as a document of its own on the main thread,
 * its text shaped with a font: 14–69 ms a first load, docs/decisions/348). The PNGs are committed; run
 * `npx tsx scripts/generate-icons.ts` after changing the SVG or a shortcut's picture.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BRAND_BACKGROUND = '#6e4a24';

/** The shortcut pictures, drawn on a 24-unit grid like the app's inline icons (src/ui/icons.tsx). */
const SHORTCUT_PATHS: Record<string, string> = {
  bag: '<path d="M6 8h12l-1 12H7z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
  orders: '<path d="M4 7.5 12 4l8 3.5v9L12 20l-8-3.5z"/><path d="M4 7.5 12 11l8-3.5M12 11v9"/>',
  favourites:
    '<path d="M12 20s-7-4.4-9-9c-1.3-3 .7-6.5 4-6.5 2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.3 0 5.3 3.5 4 6.5-2 4.6-9 9-9 9z"/>',
};

function shortcutSvg(paths: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24">` +
      `<rect width="24" height="24" rx="5" fill="${BRAND_BACKGROUND}"/>` +
      `<g transform="translate(4.8 4.8) scale(0.6)" fill="none" stroke="#fbf8f2" stroke-width="2"` +
      ` stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`,
  );
}

async function main(): Promise<void> {
  const svg = await readFile(`${iconsDir}icon.svg`);
  for (const size of [192, 512]) {
    await sharp(svg, { density: 384 }).resize(size, size).png().toFile(`${iconsDir}icon-${size}.png`);
  }
  const inner = Math.round(512 * 0.8);
  const artwork = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND_BACKGROUND } })
    .composite([{ input: artwork, gravity: 'center' }])
    .png()
    .toFile(`${iconsDir}icon-maskable-512.png`);
  for (const [name, paths] of Object.entries(SHORTCUT_PATHS)) {
    await sharp(shortcutSvg(paths), { density: 384 }).resize(96, 96).png().toFile(`${iconsDir}shortcut-${name}-96.png`);
  }
  const favicon = await readFile(`${iconsDir}favicon.svg`);
  await sharp(favicon, { density: 384 }).resize(64, 64).png({ palette: true }).toFile(`${iconsDir}favicon-64.png`);
  console.info('Icons written to', iconsDir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
