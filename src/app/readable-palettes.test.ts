import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
/** The page's background (src/app/global.css --shop-bg). */
const CREAM = '#fbf8f2';
const AA = 4.5;

describe('the theme colours (docs/decisions/231)', () => {
  const colours = Object.entries(mergeMantineTheme(DEFAULT_THEME, theme).colors);

  it.each(colours)('%s: filled, outline and text shade 8 reads at AA on white and on the page', (_name, shades) => {
    expect(contrast(shades[8], WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrast(shades[8], CREAM)).toBeGreaterThanOrEqual(AA);
  });

  it.each(colours)('%s: a light badge or button (shade 9 on shade 1) reads at AA', (_name, shades) => {
    expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(AA);
  });

  it('the primary shade is the one measured', () => {
    expect(theme.primaryShade).toEqual({ light: 8, dark: 6 });
  });
});
