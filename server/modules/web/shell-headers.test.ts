import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { WRITTEN_ANSWERS_SCRIPT_ATTRIBUTE } from '../../../contract/written-answers';
import { useTestApp } from '../../testing/test-app';
import { createWebRoot, TEST_SHELL } from '../../testing/web-root';
import { inlineScriptSources } from './shell-headers';

const ANSWERS = 'document.documentElement.dataset.answered="yes"';
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const shellWithAnswers = TEST_SHELL.replace(
  '</body>',
  `<script ${WRITTEN_ANSWERS_SCRIPT_ATTRIBUTE}>${ANSWERS}</script></body>`,
);

// docs/decisions/367: the build writes one inline script into the shell (the written page's
// answers); the CSP allows exactly that script by its hash, and no other inline script.
describe("the shell's inline script in the Content-Security-Policy", () => {
  it("hashes the build's own inline script, not the page's data blocks or its module scripts", () => {
    const shell = shellWithAnswers.replace(
      '</head>',
      '<script type="application/json" id="first-paint">{"a":1}</script><script type="application/ld+json">{}</script></head>',
    );
    expect(inlineScriptSources(shell)).toEqual([hashOf(ANSWERS)]);
    expect(inlineScriptSources(TEST_SHELL)).toEqual([]);
  });

  const dist = createWebRoot({ 'index.html': shellWithAnswers });
  afterAll(dist.remove);
  const t = useTestApp('pglite', { seed: true, app: { webRoot: dist.root } });

  it('every file of the shop is served with the policy that allows it', async () => {
    for (const path of ['/', '/store/products', '/cart', '/index.html']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      const scripts = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(scripts, path).toBe(`'self' ${hashOf(ANSWERS)}`);
      expect(await res.text(), path).toContain(`>${ANSWERS}</script>`);
    }
  });
});
