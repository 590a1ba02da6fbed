import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's stock colours with their two darkest shades darkened to WCAG AA (docs/decisions/231).
 * With the theme's primary shade 8, Mantine draws a filled badge, button or alert in shade 8
 * under white text, `c="red"` text and outline buttons in shade 8 on the cream page, and a
 * light badge or button as shade 9 on shade 1. Stock green 8 is 3.45:1 under white, yellow
 * 2.48:1, orange 3.58:1; stock yellow 9 on yellow 1 is 2.69:1. Shades 0-7 (backgrounds, borders,
 * hovers) stay Mantine's; each colour keeps its hue. src/app/readable-palettes.test.ts measures
 * every colour of the theme.
 */
function darkEnds(name: string, shade8: string, shade9: string): MantineColorsTuple {
  const stock = DEFAULT_THEME.colors[name];
  if (!stock) throw new Error(`Mantine has no colour ${name}`);
  return [stock[0], stock[1], stock[2], stock[3], stock[4], stock[5], stock[6], stock[7], shade8, shade9];
}

export const readablePalettes = {
  red: darkEnds('red', '#ce1f1f', '#b02525'),
  orange: darkEnds('orange', '#b84609', '#a9380c'),
  yellow: darkEnds('yellow', '#a15e00', '#994f00'),
  green: darkEnds('green', '#257d36', '#236f32'),
  teal: darkEnds('teal', '#087a57', '#076c4d'),
  blue: darkEnds('blue', '#1769b4', '#165b9b'),
  cyan: darkEnds('cyan', '#0b7586', '#0a6879'),
  lime: darkEnds('lime', '#4b7c0b', '#456e0a'),
} satisfies Record<string, MantineColorsTuple>;
