import { describe, expect, it } from 'vitest';
import { colourLabel, swatchChoices, swatchProductKey } from '../../../contract/swatch-choices';
import { sampleProduct } from '../../data/test-database.test-support';

const swatch = (colorName: string, articleLink: string) => ({
  _id: colorName,
  colorName,
  colorCode: '#123456',
  articleLink,
});

describe('colour swatches', () => {
  it('reads the product a swatch opens from its article link', () => {
    expect(swatchProductKey('/productpage/bowl-indigo-jutexx')).toBe('bowl-indigo-jutexx');
    expect(swatchProductKey('/productpage/bowl%20x?utm=1')).toBe('bowl x');
    expect(swatchProductKey('/en_in/productpage.JX-BWL-0002.html')).toBe('JX-BWL-0002');
    expect(swatchProductKey(' bowl-terracotta-jutexx ')).toBe('bowl-terracotta-jutexx');
    expect(swatchProductKey('')).toBeNull();
    expect(swatchProductKey('https://elsewhere.example/productpage/x')).toBeNull();
    expect(swatchProductKey('//elsewhere.example/productpage/x')).toBeNull();
    expect(swatchProductKey('/store/products')).toBeNull();
  });

  it('marks and names the colour on screen', () => {
    const indigo = sampleProduct({
      slug: 'bowl-indigo-jutexx',
      swatches: [
        swatch('Natural', '/productpage/bowl-natural-jutexx'),
        swatch('Indigo', '/productpage/bowl-indigo-jutexx'),
        swatch('Terracotta', '/productpage/bowl-terracotta-jutexx'),
      ],
    });
    const choices = swatchChoices(indigo);
    expect(choices.map((choice) => choice.current)).toEqual([false, true, false]);
    expect(colourLabel(choices)).toBe('Colour: Indigo');
  });

  it('names every colour when none of them is the product on screen, and one unlinked colour as its own', () => {
    const other = sampleProduct({ slug: 'mat', swatches: [swatch('Natural', '/productpage/a'), swatch('Grey', '')] });
    expect(colourLabel(swatchChoices(other))).toBe('Colours: Natural, Grey');
    const single = sampleProduct({ slug: 'mat', swatches: [swatch('Olive', '')] });
    expect(colourLabel(swatchChoices(single))).toBe('Colour: Olive');
  });
});
