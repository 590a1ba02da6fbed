import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ConvertCSSVariablesInput,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { MANTINE_DEFAULT_VARIABLES, mantineReplacements } from '../../scripts/mantine-replacements';
import { theme } from '../app/theme';

/** Mantine's own, which the build replaces: its file, not a public export (and untyped). */
const MANTINES_OWN =
  '../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs';
type Remove = (input: ConvertCSSVariablesInput) => ConvertCSSVariablesInput;

const resolver = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@mantine/core', async (original) => {
  const mantine = await original<typeof import('@mantine/core')>();
  return {
    ...mantine,
    defaultCssVariablesResolver: (...args: Parameters<typeof mantine.defaultCssVariablesResolver>) => {
      resolver.calls += 1;
      return mantine.defaultCssVariablesResolver(...args);
    },
  };
});

describe("the shop's removeDefaultVariables for Mantine", () => {
  it('works nothing out when imported, the default variables once when first called', async () => {
    const before = resolver.calls;
    const { removeDefaultVariables } = await import('./mantine-default-variables');
    expect(resolver.calls).toBe(before);
    const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    const afterOwn = resolver.calls;
    removeDefaultVariables(variables);
    removeDefaultVariables(variables);
    expect(resolver.calls).toBe(afterOwn + 1);
  });

  it("keeps what the shop's theme sets differently from Mantine's default theme, as Mantine's own does", async () => {
    const { removeDefaultVariables } = await import('./mantine-default-variables');
    const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    const mantinesOwn = ((await import(/* @vite-ignore */ MANTINES_OWN)) as { removeDefaultVariables: Remove })
      .removeDefaultVariables;
    const cleaned = removeDefaultVariables(variables);
    expect(cleaned).toEqual(mantinesOwn(variables));
    // The shop's jute primary colour is kept; a variable the default theme sets the same is not.
    expect(cleaned.variables['--mantine-primary-color-filled']).toBe('var(--mantine-color-jute-filled)');
    expect(cleaned.variables['--mantine-scale']).toBeUndefined();
    expect(removeDefaultVariables(defaultCssVariablesResolver(DEFAULT_THEME))).toEqual({
      variables: {},
      light: {},
      dark: {},
    });
  });

  it('is what the build gives Mantine: the import it replaces is still in MantineCssVariables', () => {
    const importer = path.resolve(
      'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs',
    );
    expect(readFileSync(importer, 'utf8')).toContain(`from "${MANTINE_DEFAULT_VARIABLES.source}"`);
    const plugin = mantineReplacements(path.resolve('.'));
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve(MANTINE_DEFAULT_VARIABLES.source, importer)).toBe(
      path.resolve('src/lib/mantine-default-variables.ts'),
    );
    expect(resolve(MANTINE_DEFAULT_VARIABLES.source, path.resolve('src/app/main.tsx'))).toBeNull();
  });
});
