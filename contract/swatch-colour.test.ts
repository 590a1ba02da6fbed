import { describe, expect, it } from 'vitest';
import { swatchColour } from './first-screen-card';

describe("a swatch's colour as written into its style", () => {
  it('passes the colours staff type: a hex code, a name, rgb() and hsl()', () => {
    for (const code of ['#C8A165', '#fff', 'indigo', 'rgb(200 161 101)', 'hsl(30, 40%, 50%)', '']) {
      expect(swatchColour(code)).toBe(code);
    }
  });

  it('draws no colour for anything that would add a rule or fetch a file', () => {
    expect(swatchColour('red;background-image:url(https://x.example/p.gif)')).toBe('transparent');
    expect(swatchColour('red"><script>')).toBe('transparent');
    expect(swatchColour('url(//x.example/p.gif)')).toBe('transparent');
  });
});
