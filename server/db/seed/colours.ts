import type { DemoColour } from './demo-group';

/** The demo catalogue's palette: natural fibre shades and the dyes jute takes well. */
export const colour = {
  natural: { name: 'Natural', code: '#C8A165' },
  indigo: { name: 'Indigo', code: '#3F4F8C' },
  terracotta: { name: 'Terracotta', code: '#B5562F' },
  ivory: { name: 'Ivory', code: '#EFE6D2' },
  olive: { name: 'Olive', code: '#6B7A3A' },
  charcoal: { name: 'Charcoal', code: '#3B3B3B' },
  mustard: { name: 'Mustard', code: '#D4A017' },
  teal: { name: 'Teal', code: '#2F7F7A' },
  maroon: { name: 'Maroon', code: '#7A2A2A' },
  black: { name: 'Black', code: '#2B2B2B' },
  grey: { name: 'Grey', code: '#8A8A85' },
  rose: { name: 'Rose', code: '#C0627A' },
  sky: { name: 'Sky Blue', code: '#5B9BD5' },
  sage: { name: 'Sage', code: '#8FA58A' },
  rust: { name: 'Rust', code: '#A4502A' },
} satisfies Record<string, DemoColour>;
