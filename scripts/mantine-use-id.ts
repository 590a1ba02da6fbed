import path from 'node:path';
import type { Plugin } from 'vite';

/** The import of @mantine/hooks' index that this plugin redirects (checked by its test). */
export const MANTINE_USE_ID_IMPORT = './use-id/use-id.mjs';

/**
 * Builds Mantine with the shop's `useId` (src/lib/mantine-use-id.ts), which takes React's id
 * instead of setting a random one after the first render (docs/decisions/295). Only the build:
 * the dev server pre-bundles Mantine without Vite's plugins, and keeps Mantine's own. `root` is
 * the project's folder.
 */
export function mantineUseId(root: string): Plugin {
  const ours = path.join(root, 'src/lib/mantine-use-id.ts');
  return {
    name: 'jutexx:mantine-use-id',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === MANTINE_USE_ID_IMPORT && importer && /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/.test(importer))
        return ours;
      return null;
    },
  };
}
