import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A module of Mantine's that the build replaces with the shop's own: `source` as Mantine's file
 * `importer` imports it (checked by each replacement's test, so an update of Mantine that moves
 * it fails a test rather than quietly building Mantine's own), and `ours`, from the project's folder.
 */
type Replacement = { source: string; importer: RegExp; ours: string };

/**
 * @mantine/hooks' `useId`, replaced by src/lib/mantine-use-id.ts, which takes React's id instead of
 * setting a random one after the first render (docs/decisions/295).
 */
export const MANTINE_USE_ID: Replacement = {
  source: './use-id/use-id.mjs',
  importer: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/,
  ours: 'src/lib/mantine-use-id.ts',
};

/**
 * @mantine/core's `removeDefaultVariables`, replaced by src/lib/mantine-default-variables.ts,
 * which works out Mantine's default theme's CSS variables when first asked, not while the shell's
 * modules are evaluated (docs/decisions/375).
 */
export const MANTINE_DEFAULT_VARIABLES: Replacement = {
  source: './remove-default-variables.mjs',
  importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]/,
  ours: 'src/lib/mantine-default-variables.ts',
};

const REPLACEMENTS = [MANTINE_USE_ID, MANTINE_DEFAULT_VARIABLES];

/**
 * Builds Mantine with the shop's replacements above. Only the build: the dev server pre-bundles
 * Mantine without Vite's plugins, and keeps Mantine's own. `root` is the project's folder.
 */
export function mantineReplacements(root: string): Plugin {
  return {
    name: 'jutexx:mantine-replacements',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const replacement = REPLACEMENTS.find(
        (each) => each.source === source && importer && each.importer.test(importer),
      );
      return replacement ? path.join(root, replacement.ours) : null;
    },
  };
}
