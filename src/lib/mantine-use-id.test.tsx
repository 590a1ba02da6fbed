// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useId as mantinesOwn } from '@mantine/hooks';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineReplacements } from '../../scripts/mantine-replacements';
import { reactInPage, renderInPage } from '../../tests/setup/react-in-page';
import { useId } from './mantine-use-id';

reactInPage();

/** How many times a field labelled with an id from `hook` renders when it first appears. */
function rendersOnMount(hook: (staticId?: string) => string): number {
  let renders = 0;
  function Field() {
    renders++;
    const id = hook();
    return <input id={id} aria-label="Search" />;
  }
  renderInPage(<Field />);
  return renders;
}

describe("the shop's useId for Mantine", () => {
  it('renders a component once where Mantine’s own renders it again after it appears', () => {
    expect(rendersOnMount(mantinesOwn)).toBe(2);
    expect(rendersOnMount(useId)).toBe(1);
  });

  it('gives each component its own id, kept across renders, and the given id when there is one', () => {
    let rerender: () => void = () => undefined;
    function Fields() {
      const [, setCount] = useState(0);
      rerender = () => setCount((count) => count + 1);
      return (
        <>
          <input aria-label="first" id={useId()} />
          <input aria-label="second" id={useId()} />
          <input aria-label="given" id={useId('delivery-phone')} />
        </>
      );
    }
    const { container } = renderInPage(<Fields />);
    const ids = () => [...container.querySelectorAll('input')].map((input) => input.id);
    const first = ids();
    expect(first[0]).toMatch(/^mantine-[a-zA-Z0-9_-]+$/);
    expect(first[1]).toMatch(/^mantine-[a-zA-Z0-9_-]+$/);
    expect(first[0]).not.toBe(first[1]);
    expect(first[2]).toBe('delivery-phone');
    act(() => rerender());
    expect(ids()).toEqual(first);
  });

  it('is what the build gives Mantine: the import it replaces is still in @mantine/hooks', () => {
    // The package's ESM entry, the one the build bundles (its "import" export).
    const index = path.resolve('node_modules/@mantine/hooks/esm/index.mjs');
    expect(readFileSync(index, 'utf8')).toContain(`from "${MANTINE_USE_ID.source}"`);
    const plugin = mantineReplacements(path.resolve('.'));
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve(MANTINE_USE_ID.source, index)).toBe(path.resolve('src/lib/mantine-use-id.ts'));
    expect(resolve(MANTINE_USE_ID.source, path.resolve('src/app/main.tsx'))).toBeNull();
  });
});
