import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { keepOutOfWorker } from './keep-out-of-worker';

// docs/decisions/343: the worker's build fails when zod gets into it, naming who brought it.
const root = mkdtempSync(path.join(os.tmpdir(), 'jutexx-worker-'));
// The cases import the shop's own packages, as the worker's modules do.
symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function buildWorker(source: string): Promise<void> {
  const dir = mkdtempSync(path.join(root, 'case-'));
  const entry = path.join(dir, 'sw.ts');
  writeFileSync(entry, source);
  await build({
    root: process.cwd(),
    configFile: false,
    logLevel: 'silent',
    plugins: [keepOutOfWorker()],
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'sw' }, emptyOutDir: false },
  });
}

describe('the service worker build', () => {
  it('is refused when the worker imports zod, naming the module that does', async () => {
    await expect(
      buildWorker("import { z } from 'zod';\nexport const checked = z.string().parse(String(Date.now()));\n"),
    ).rejects.toThrow(/must not include zod \(imported by .*sw\.ts\)/);
  });

  it('passes for a worker without it', async () => {
    await expect(buildWorker('export const answer = String(Date.now());\n')).resolves.toBeUndefined();
  });
});
