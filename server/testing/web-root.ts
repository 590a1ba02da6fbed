import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The shell as vite writes it: a head with a title and the entry script, an empty #root. */
export const TEST_SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Jutexx</title><script type="module" crossorigin src="/assets/index-3f2a1b.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

/** A stand-in for vite's dist/ in a temporary folder; `remove` deletes it. */
export function createWebRoot(files: Record<string, string | Buffer> = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'jutexx-dist-'));
  const all = { 'index.html': TEST_SHELL, ...files };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
