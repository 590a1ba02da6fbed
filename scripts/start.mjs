/**
 * `npm start`: runs the compiled server (build/server/main.js) with plain Node, building the
 * shop first (`npm run build`: the PWA into dist/, the server into build/server/) when nothing
 * is built yet, so `npm ci && npm start` works from a fresh clone. A production install
 * (`npm ci --omit=dev`) has no build tools: it runs what was built and copied in.
 * Plain JavaScript on purpose: it must run before anything is compiled (docs/decisions/155).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = path.join(root, 'build', 'server', 'main.js');
const webApp = path.join(root, 'dist', 'index.html');
const canBuild = existsSync(path.join(root, 'node_modules', '.bin', 'vite'));

if (!(existsSync(server) && existsSync(webApp)) && canBuild) {
  console.info('Nothing built yet: building the shop (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(
      `The build failed (${build.error?.message ?? `exit code ${build.status}`}); fix it and run npm start again.`,
    );
    process.exit(1);
  }
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
