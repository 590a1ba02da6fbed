import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, isResizable } from './image-variants';

describe('pictures the server sends at each width', () => {
  it("are uploaded product photos and the demo products' raster pictures", () => {
    expect(imageSrcSet('/media/demo/JX-BWL-0001-1.webp')).toBe(
      '/media/demo/JX-BWL-0001-1.webp?w=240 240w, /media/demo/JX-BWL-0001-1.webp?w=480 480w, /media/demo/JX-BWL-0001-1.webp?w=640 640w, /media/demo/JX-BWL-0001-1.webp?w=800 800w',
    );
    expect(imageVariantUrl('/media/uploads/products/p1/1-800-abc.webp', 480)).toBe(
      '/media/uploads/products/p1/1-800-abc.webp?w=480',
    );
  });

  it("are not the demo pictures' old SVG names, pictures elsewhere, or an address already asking for a width", () => {
    for (const src of [
      '/media/demo/JX-BWL-0001-1.svg',
      '/home/baskets.svg',
      'https://example.com/media/demo/JX-BWL-0001-1.webp',
      '/media/demo/JX-BWL-0001-1.webp?w=240',
      '/media/demo/nested/JX-BWL-0001-1.webp',
    ]) {
      expect(isResizable(src), src).toBe(false);
      expect(imageSrcSet(src), src).toBeUndefined();
      expect(imageVariantUrl(src, 480), src).toBe(src);
    }
  });
});
