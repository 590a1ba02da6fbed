import { describe, expect, it } from 'vitest';
import { cardImages, tileImages } from '../../contract/product-images';
import { sampleProduct } from '../data/test-database.test-support';

const image = (src: string, dataAltImage = '') => ({ _id: src, src, dataAltImage, alt: `${src} alt`, dataAltText: '' });

describe('product images', () => {
  it('cards show the first image and its alternative on hover', () => {
    const product = sampleProduct({ image: [image('/media/a.jpg', '/media/a-alt.jpg'), image('/media/b.jpg')] });
    expect(cardImages(product)).toEqual({ main: '/media/a.jpg', hover: '/media/a-alt.jpg', alt: '/media/a.jpg alt' });
  });

  it('cards fall back to the second image for hover', () => {
    const product = sampleProduct({ image: [image('/media/a.jpg'), image('/media/b.jpg')] });
    expect(cardImages(product).hover).toBe('/media/b.jpg');
  });

  it("tiles default to the first image's dataAltImage and hover the second image", () => {
    const product = sampleProduct({ image: [image('/media/a.jpg', '/media/a-alt.jpg'), image('/media/b.jpg')] });
    expect(tileImages(product)).toMatchObject({ main: '/media/a-alt.jpg', hover: '/media/b.jpg' });
    expect(tileImages(sampleProduct({ image: [image('/media/a.jpg')] }))).toMatchObject({
      main: '/media/a.jpg',
      hover: null,
    });
  });

  it('copes with a product without images', () => {
    expect(cardImages(sampleProduct({ image: [], title: 'Bowl' }))).toEqual({ main: null, hover: null, alt: 'Bowl' });
  });
});
