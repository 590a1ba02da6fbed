import { describe, expect, it } from 'vitest';
import { mirroredProduct } from './mirrored-product';
import type { Product } from './product';

const product: Product = {
  _id: '6a3cd2e1ff07a7349953a750',
  articleCode: 'JX-BWL-0001',
  slug: 'round-jute-bowl',
  title: 'Round Jute Bowl',
  description: 'Handmade~Natural jute',
  category: ['bowl', 'home'],
  broadCategory: 'Jutexx',
  price: 'Rs.499.00',
  numericPrice: 499,
  sellingAttribute: 'Default',
  image: [
    {
      _id: '6a3cd2e1ff07a7349953a751',
      src: '/media/demo/JX-BWL-0001-1.svg',
      dataAltImage: '/media/demo/JX-BWL-0001-2.svg',
      alt: 'Round Jute Bowl Model',
      dataAltText: 'Round Jute Bowl',
    },
  ],
  swatches: [
    {
      _id: '6a3cd2e1ff07a7349953a752',
      colorCode: '#C8A165',
      colorName: 'Natural',
      articleLink: '/productpage/round-jute-bowl',
    },
  ],
  variants: [
    { _id: '6a3cd2e1ff07a7349953a753', slug: 'round-jute-bowl-red', title: 'Round Jute Bowl (red)', image: '/r.svg' },
  ],
  inventory: 12,
  reviews: [{ rating: 5 }],
  brandName: 'Jutexx',
  status: 'active',
  featured: true,
  createdAt: '2026-06-25T07:04:01.634Z',
  updatedAt: '2026-06-26T07:04:01.634Z',
  __v: 3,
};

// docs/decisions/286: the device keeps what the storefront reads of a product, and no more.
describe('a product as the device keeps it', () => {
  it('keeps every field the screens, search and the written first screens read', () => {
    const kept = mirroredProduct(product);
    const plain = ['_id', 'articleCode', 'slug', 'title', 'description', 'category', 'broadCategory', 'price'] as const;
    const more = ['numericPrice', 'sellingAttribute', 'inventory', 'brandName', 'status', 'featured'] as const;
    for (const field of [...plain, ...more]) expect(kept[field], field).toEqual(product[field]);
    expect(kept.image).toEqual([
      {
        src: '/media/demo/JX-BWL-0001-1.svg',
        dataAltImage: '/media/demo/JX-BWL-0001-2.svg',
        alt: 'Round Jute Bowl Model',
      },
    ]);
    expect(kept.swatches).toEqual([
      { colorCode: '#C8A165', colorName: 'Natural', articleLink: '/productpage/round-jute-bowl' },
    ]);
    expect(kept.variants).toEqual([{ slug: 'round-jute-bowl-red', title: 'Round Jute Bowl (red)', image: '/r.svg' }]);
    expect(Object.keys(kept).sort()).toEqual([...plain, ...more, 'image', 'swatches', 'variants'].sort());
  });

  it('leaves out the reviews, timestamps, version and nested ids, and reads the same twice', () => {
    const kept = mirroredProduct(product);
    for (const field of ['reviews', 'createdAt', 'updatedAt', '__v']) expect(kept).not.toHaveProperty(field);
    expect(JSON.stringify(kept)).not.toContain('6a3cd2e1ff07a7349953a751');
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(product).length);
    // A product already kept (an older record, the page's written data) is kept as it is.
    expect(mirroredProduct(kept)).toEqual(kept);
  });
});
