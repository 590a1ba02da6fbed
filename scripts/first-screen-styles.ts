import type { Plugin } from 'vite';
import { FIRST_SCREEN_CSS, FIRST_SCREEN_STYLE_ATTRIBUTE } from '../contract/first-screen-styles';

/**
 * Writes the first screen's styles (contract/first-screen-styles.ts) into the head of index.html,
 * so every copy of the shell carries them: the page the server writes, the one the service
 * worker writes from its cache, and the plain shell (docs/decisions/200). The written top bar and
 * cards are styled by the HTML itself, and the app's copies of the same components find the same
 * rules. The shell's CSP allows inline styles (server/modules/web/shell-headers.ts).
 */
export function firstScreenStyles(): Plugin {
  return {
    name: 'jutexx-first-screen-styles',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'style', attrs: { [FIRST_SCREEN_STYLE_ATTRIBUTE]: true }, children: FIRST_SCREEN_CSS, injectTo: 'head' },
      ],
    },
  };
}
