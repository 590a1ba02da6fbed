/**
 * Part of `npm run build`, after vite: every text file in dist/ (the hashed assets, and the
 * shell, the service worker, the manifest and the other public files) gets a brotli (.br,
 * quality 11) and a gzip (.gz, level 9) copy beside it, made once here instead of on every
 * request. The server keeps them in memory and sends the one the browser accepts
 * (server/modules/web/static-files.ts). The service worker's precache list is written by vite
 * before this runs, so it names the originals.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(?:js|mjs|css|svg|json|html|txt|map|webmanifest)$/;
/** Below this, the headers cost more than compression saves (hono's compress() uses 1 KB too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function compressAssets(distDir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const names = (await readdir(distDir, { recursive: true })).filter((name) => TEXT_FILE.test(name));
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const name of names) {
    const file = path.join(distDir, name);
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotli += br.length;
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = fileURLToPath(new URL('../dist', import.meta.url));
  const { files, bytes, brotli: compressed } = await compressAssets(distDir);
  console.info(
    `Precompressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(compressed / 1024)} KB brotli (and gzip)`,
  );
}
