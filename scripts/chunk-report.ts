import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What build/web-chunks.json holds: each JavaScript chunk of dist/ and the modules in it. */
export type ChunkReport = {
  chunks: Record<string, { modules: { id: string; bytes: number }[]; imports: string[] }>;
};

/**
 * Writes build/web-chunks.json after `vite build`: for each chunk, the modules it carries
 * (paths relative to the project, with their minified size) and the chunks it imports
 * statically. The bench (tests/bench/entry-size.ts) and the build test read it to say what
 * the storefront's entry carries; it sits outside dist/, so it is never served nor precached.
 */
export function chunkReport(root: string): Plugin {
  return {
    name: 'jutexx-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkReport = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report.chunks[output.fileName] = {
          modules: Object.entries(output.modules).map(([id, module]) => ({
            id: path.relative(root, id.replace(/^\0/, '')),
            bytes: module.renderedLength,
          })),
          imports: output.imports,
        };
      }
      const folder = path.join(root, 'build');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'web-chunks.json'), JSON.stringify(report, null, 1));
    },
  };
}
