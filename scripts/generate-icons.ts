/**
 * Regenerates the PWA icons in public/icons/ from public/icons/icon.svg:
 * 192 and 512 px, and a 512 px maskable icon whose artwork sits inside the 80 % safe zone on
 * the brand background. The PNGs are committed; run `npx tsx scripts/generate-icons.ts` after
 * changing the SVG.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BRAND_BACKGROUND = '#6e4a24';

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
  console.info('Icons written to', iconsDir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
