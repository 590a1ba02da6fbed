import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkReport } from '../../scripts/chunk-report';

/** The scripts a page's HTML loads before its first render: its module scripts and modulepreloads. */
export function scriptsOf(html: string): string[] {
  return [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1] ?? '');
}

/** The files dist/index.html loads before the first paint: its module scripts and modulepreloads. */
export function entryFiles(distDir: string): { scripts: string[]; styles: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = scriptsOf(html);
  // The shell's CSS is preloaded, not a stylesheet of the HTML (scripts/shell-preload.ts): still fetched at once.
  const styles = [...html.matchAll(/<link[^>]*rel="(?:stylesheet|preload)"[^>]*href="\/([^"]+\.css)"/g)].map(
    (match) => match[1] ?? '',
  );
  return { scripts, styles };
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Modules of the entry's chunks, as build/web-chunks.json lists them (scripts/chunk-report.ts). */
export function entryModules(root: string, scripts: string[]): string[] {
  const report = JSON.parse(readFileSync(path.join(root, 'build', 'web-chunks.json'), 'utf8')) as ChunkReport;
  return scripts.flatMap((file) => report.chunks[file]?.modules.map((module) => module.id) ?? []);
}

/** Code only the back office or a later moment needs: none of it may load with the storefront's entry. */
export const NOT_IN_ENTRY: { name: string; matches: (moduleId: string) => boolean }[] = [
  { name: 'back office (src/admin/)', matches: (id) => id.startsWith('src/admin/') },
  { name: 'canvas-confetti', matches: (id) => id.includes('node_modules/canvas-confetti/') },
  { name: 'react-simple-typewriter', matches: (id) => id.includes('node_modules/react-simple-typewriter/') },
  { name: 'embla carousel', matches: (id) => /node_modules\/(embla-carousel|@mantine\/carousel)/.test(id) },
  { name: 'zod', matches: (id) => id.includes('node_modules/zod/') },
  // Loaded beside the shell once the first screen is on screen (docs/decisions/178).
  { name: 'dexie', matches: (id) => id.includes('node_modules/dexie/') },
  // Written into index.html's head by the build; the app reads only the fonts (decision 301).
  { name: "the first screen's stylesheet", matches: (id) => id === 'contract/first-screen-styles.ts' },
];

export type EntrySize = { scriptsGzip: number; stylesGzip: number; files: number; unwanted: string[] };

/** The storefront's entry after `vite build`: gzip sizes (level 9, as Vite reports) and what it carries. */
export function measureEntry(root: string): EntrySize {
  const dist = path.join(root, 'dist');
  const { scripts, styles } = entryFiles(dist);
  const modules = entryModules(root, scripts);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(path.join(dist, file)), 0);
  return {
    scriptsGzip: sum(scripts),
    stylesGzip: sum(styles),
    files: scripts.length,
    unwanted: NOT_IN_ENTRY.filter((part) => modules.some(part.matches)).map((part) => part.name),
  };
}
