import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { OutputAsset, OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/compile-hints';

const folder = mkdtempSync(path.join(os.tmpdir(), 'jutexx-compile-hints-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A small app built as the shop's is: an entry, a page it imports later, a part both share. */
async function buildApp(): Promise<(OutputChunk | OutputAsset)[]> {
  writeFileSync(path.join(folder, 'shared.js'), "export function greet(name) {\n  return 'Namaste, ' + name;\n}\n");
  writeFileSync(
    path.join(folder, 'page.js'),
    "import { greet } from './shared.js';\nimport './page.css';\nexport function drawPage() {\n  document.title = greet('page');\n}\n",
  );
  writeFileSync(path.join(folder, 'page.css'), 'h1 { color: #6e4a24; }\n');
  writeFileSync(
    path.join(folder, 'entry.js'),
    "import { greet } from './shared.js';\ndocument.title = greet('entry');\nexport function openPage() {\n  return import('./page.js').then((page) => page.drawPage());\n}\nopenPage();\n",
  );
  const result = (await build({
    root: folder,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileHints()],
    build: { write: false, sourcemap: true, rolldownOptions: { input: path.join(folder, 'entry.js') } },
  })) as RolldownOutput | RolldownOutput[];
  return (Array.isArray(result) ? result[0] : result)?.output ?? [];
}

describe('the compile hint on every built script (docs/decisions/299)', async () => {
  const output = await buildApp();
  const chunks = output.filter((file) => file.type === 'chunk');

  it('is the first line of every script, above the list of a dynamic import’s files Vite writes', () => {
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) expect(chunk.code.startsWith(COMPILE_HINT), chunk.fileName).toBe(true);
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.code).toContain('__vite__mapDeps');
    expect(entry?.code.split('\n')[1]).toMatch(/^const __vite__mapDeps/);
  });

  it('keeps the source maps pointing at the same source lines', () => {
    // What each chunk holds, and where it was written: greet's text is on shared.js's second line
    // (the entry carries it), the page's title on page.js's fourth.
    const expected = [
      { chunk: 'entry', needle: 'Namaste', source: 'shared.js', line: 2 },
      { chunk: 'page', needle: 'document.title', source: 'page.js', line: 4 },
    ];
    for (const { chunk: name, needle, source, line } of expected) {
      const chunk = chunks.find((candidate) => candidate.fileName.startsWith(`assets/${name}-`));
      const asset = output.find((file) => file.fileName === `${chunk?.fileName}.map`);
      if (!chunk || asset?.type !== 'asset') throw new Error(`no ${name} chunk with its source map`);
      const lines = chunk.code.split('\n');
      const at = lines.findIndex((text) => text.includes(needle));
      const original = originalPositionFor(new TraceMap(String(asset.source)), {
        line: at + 1,
        column: lines[at]?.indexOf(needle) ?? 0,
      });
      expect(original.source, name).toMatch(new RegExp(`${source.replace('.', '\\.')}$`));
      expect(original.line, name).toBe(line);
    }
  });
});
