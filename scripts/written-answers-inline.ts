import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { WRITTEN_ANSWERS_SCRIPT_ATTRIBUTE } from '../contract/written-answers';

const ENTRY = 'src/app/written-answers-inline.ts';

/**
 * Writes what answers a written first screen's taps (src/app/written-answers.ts, docs/decisions/367)
 * into index.html as an inline script at the end of <body>, bundled and minified on its own, so
 * every copy of the shell carries it: the page the server writes, the one the service worker
 * writes, and the plain shell (where it finds no written page and does nothing). Inline, it runs
 * as soon as the written screen is parsed: a script file costs a round trip (2 s on Slow 3G) and,
 * on HTTP/1.1, waits behind the pictures at low priority; at high priority Lighthouse's model
 * counts it as holding the first paint. The shell's CSP allows it by its hash, which the server
 * reads from the built shell (server/modules/web/shell-headers.ts).
 */
export function writtenAnswersInline(): Plugin {
  return {
    name: 'jutexx-written-answers-inline',
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        const bundled = await build({
          entryPoints: [ENTRY],
          bundle: true,
          format: 'iife',
          minify: true,
          write: false,
          target: 'es2022',
          platform: 'browser',
          legalComments: 'none',
        });
        const code = bundled.outputFiles[0]?.text.trim().replaceAll('</script', '<\\/script');
        if (!code) throw new Error(`written-answers-inline: esbuild wrote nothing for ${ENTRY}`);
        return [
          { tag: 'script', attrs: { [WRITTEN_ANSWERS_SCRIPT_ATTRIBUTE]: true }, children: code, injectTo: 'body' },
        ];
      },
    },
  };
}
