import { type ConvertCSSVariablesInput, DEFAULT_THEME, defaultCssVariablesResolver } from '@mantine/core';

type Variables = ConvertCSSVariablesInput['variables'];

/** Mantine's default theme's CSS variables, worked out the first time they are asked for. */
let defaults: ConvertCSSVariablesInput | undefined;

/** The entries of `variables` whose value differs from the default one's. */
function changed(variables: Variables, defaultValues: Variables): Variables {
  const kept: Variables = {};
  for (const [name, value] of Object.entries(variables) as [keyof Variables, string][])
    if (defaultValues[name] !== value) kept[name] = value;
  return kept;
}

/**
 * Mantine's `removeDefaultVariables` for the built shop (scripts/mantine-replacements.ts puts it in
 * place of @mantine/core's own): the variables a theme sets that Mantine's default theme does not
 * set the same, for MantineProvider's `<style>` of CSS variables.
 *
 * The same answer as Mantine's, except when the default theme's variables are worked out. Mantine's
 * module does it as it is evaluated, 1.1–1.4 ms at full speed of the 4.6–6.3 ms that the shell's
 * modules took to evaluate on every first visit, for a function the shop never calls: its provider
 * writes no CSS variables (`withCssVariables={false}`, src/app/app.tsx; they are in the shell's
 * stylesheet). Here it is done on the first call (docs/decisions/375).
 */
export function removeDefaultVariables(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  return {
    variables: changed(input.variables, defaults.variables),
    light: changed(input.light, defaults.light),
    dark: changed(input.dark, defaults.dark),
  };
}
