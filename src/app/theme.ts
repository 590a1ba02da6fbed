import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { HEADING_FONT, SHOP_FONT } from '../../contract/shop-fonts';
import { readablePalettes } from './readable-palettes';

/**
 * Earthy jute palette. Filled surfaces use shade 8 (white text 7.9:1) and text on the cream
 * background stays above 4.5:1 (WCAG AA). Mantine's stock colours (red, green, yellow...) are
 * used with their darkest shades darkened to the same standard (readable-palettes.ts).
 */
const jute: MantineColorsTuple = [
  '#fbf6ec',
  '#f3e7d1',
  '#e7d0a8',
  '#d9b67c',
  '#cc9f57',
  '#c29043',
  '#a97a33',
  '#8c6329',
  '#6e4a24',
  '#4f341a',
];
const leaf: MantineColorsTuple = [
  '#eef6ee',
  '#d9ead8',
  '#b5d4b2',
  '#8fbd8a',
  '#6fa969',
  '#5a9b54',
  '#4a8445',
  '#3c6c38',
  '#2f552c',
  '#213d1f',
];
const clay: MantineColorsTuple = [
  '#fdf0ec',
  '#f8dcd2',
  '#eeb7a5',
  '#e39076',
  '#da6f4e',
  '#d45a35',
  '#c24c28',
  '#a63f20',
  '#88331a',
  '#6a2713',
];

export const theme = createTheme({
  primaryColor: 'jute',
  primaryShade: { light: 8, dark: 6 },
  colors: { ...readablePalettes, jute, leaf, clay },
  black: '#2b1d0e',
  white: '#ffffff',
  // The first screen's styles use the same fonts before Mantine's CSS arrives (docs/decisions/200).
  fontFamily: SHOP_FONT,
  headings: {
    fontFamily: HEADING_FONT,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  // Plain objects, not `Select.extend(...)`: importing the components here would put every one
  // of them (Select brings Combobox, Popover and floating-ui) in the entry chunk, while each
  // is only needed by the pages that use it (docs/decisions/163).
  components: {
    // Touch targets of at least 44 px (global.css sets the md heights to 2.75rem).
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // The options list is drawn when it opens: Mantine 9 keeps it mounted (hidden) by default,
    // which positions it with floating-ui on every mount, forcing a style and layout pass of the
    // whole page; on the product page that was the longest task after the first paint
    // (docs/decisions/176).
    Select: { defaultProps: { size: 'md', comboboxProps: { keepMounted: false } } },
    Checkbox: { defaultProps: { size: 'md' } },
    // Its up/down arrows are 27 × 20 px, below the 44 px every other control has: numbers are
    // typed (the tablet's number pad), never stepped.
    NumberInput: { defaultProps: { size: 'md', hideControls: true, inputMode: 'numeric' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
});
