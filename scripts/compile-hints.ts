import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one on the main thread
 * the first time it is called (Chrome 136 and later; other engines read a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of every script the build writes (docs/decisions/299). Each of
 * them is loaded when the code in it is about to run: the shell and the first visit's parts at
 * start, a page's chunk when the page opens. Without it, a first visit at 8× CPU spent 475–640 ms
 * compiling on the main thread (V8.CompileCode in the trace); with it 55–100 ms, the rest done
 * beside the download.
 *
 * After everything else has written the chunk (Vite's list of a chunk's dynamic imports is put at
 * its top in generateBundle too), because V8 reads the hint only before the first line of code.
 * A source map gets one empty line at its top, so the rest stays where it was.
 */
export function compileHints(): Plugin {
  return {
    name: 'jutexx:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.startsWith(COMPILE_HINT)) continue;
          output.code = COMPILE_HINT + output.code;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const map = bundle[`${output.fileName}.map`] as OutputAsset | undefined;
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
  };
}
