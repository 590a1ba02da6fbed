/**
 * `npm start`: runs the compiled server (build/server/main.js) with plain Node, building the
 * shop first (`npm run build`: the PWA into dist/, the server into build/server/) when nothing
 * is built yet, so `npm ci && npm start` works from a fresh clone. When the server's sources are
 * newer than its build it is compiled again (about a second); the PWA is rebuilt by
 * `npm run build` only. A production install (`npm ci --omit=dev`) has no build tools: it runs
 * what was built and copied in.
 * Plain JavaScript on purpose: it must run before anything is compiled (docs/decisions/155).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = path.join(root, 'build', 'server', 'main.js');
const webApp = path.join(root, 'dist', 'index.html');
const canBuild = existsSync(path.join(root, 'node_modules', '.bin', 'vite'));

/** The newest modification time of the files under these folders (0 when there are none). */
function newestIn(folders) {
  let newest = 0;
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `The build failed (${result.error?.message ?? `exit code ${result.status}`}); fix it and run npm start again.`,
    );
    process.exit(1);
  }
}

if (canBuild && !(existsSync(server) && existsSync(webApp))) {
  console.info('Nothing built yet: building the shop (npm run build)...');
  run('npm', ['run', 'build']);
} else if (canBuild && newestIn([path.join(root, 'server'), path.join(root, 'contract')]) > statSync(server).mtimeMs) {
  // The server's sources changed since it was compiled (a pull, an edit).
  console.info('The server changed since it was built: compiling it again...');
  run(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build-server.ts']);
}
if (!existsSync(server)) {
  console.error(
    'build/server/main.js is missing and the build tools are not installed (a production install?): run `npm ci && npm run build` where they are, and copy dist/ and build/ here.',
  );
  process.exit(1);
}
// Stack traces then name the TypeScript sources (build/server/main.js.map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
