/**
 * The second half of `npm run build`: the server compiled to JavaScript in build/server/, so
 * production runs plain `node` with the dependencies only (docs/decisions/155). esbuild bundles
 * server/ and contract/ into one ES module and leaves every npm package external (they stay in
 * node_modules, native ones like sharp included). The migrations are copied beside it, where
 * server/db/migrate.ts looks for them (`./migrations` next to the running module).
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'build', 'server');

await rm(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // Stack traces point at the TypeScript sources (start.mjs turns source maps on).
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
});
await cp(path.join(root, 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.info(
  `Server compiled to ${path.relative(root, outDir)}/main.js (${Math.round(bytes / 1024)} KB with its source map)`,
);
