import { MantineProvider } from '@mantine/core';
import { act, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';
import { theme } from '../../src/app/theme';

let mounted: { root: Root; container: HTMLElement }[] = [];

/**
 * For a test file of components in a DOM (`// @vitest-environment happy-dom`): call it once at
 * the top of the file. Tells React the updates are awaited with `act`, and unmounts what
 * `renderInPage` drew after each test. A call, not hooks run at import: the workers keep modules
 * between files (vitest.config.ts, isolate false), so an import would register them once.
 */
export function reactInPage(): void {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => {
      for (const { root, container } of mounted) {
        root.unmount();
        container.remove();
      }
    });
    mounted = [];
  });
}

/** Draws `element` into a new container in the page; `transition` renders it as the app's first render is. */
export function renderInPage(element: React.ReactNode, options: { transition?: boolean } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  act(() => (options.transition ? startTransition(() => root.render(element)) : root.render(element)));
  return { container, root };
}

/** Draws `element` as renderInPage does, inside the shop's Mantine theme (as the app's provider). */
export function renderInTheme(element: React.ReactNode, options: { transition?: boolean } = {}) {
  return renderInPage(<MantineProvider theme={theme}>{element}</MantineProvider>, options);
}
