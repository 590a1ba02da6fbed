import type { Product, ProductImage, ProductVariant, Swatch } from './product';

/**
 * What the device keeps of a product (docs/decisions/286): what the storefront's screens, its
 * search and the service worker's written screens read, and no more. The API's reviews,
 * timestamps, version and the pictures', colours' and variants' own ids are left out of the
 * mirror and of the written pages' data (a demo product 1,473 → 1,133 bytes as JSON; the written
 * listing 12.3 → 9.9 KB gzip). Mirroring 10,000 products did not get measurably faster for it.
 */
export type MirroredImage = Pick<ProductImage, 'src' | 'dataAltImage' | 'alt'>;
export type MirroredSwatch = Omit<Swatch, '_id'>;
export type MirroredVariant = Omit<ProductVariant, '_id'>;

export type MirroredProduct = Pick<
  Product,
  | '_id'
  | 'articleCode'
  | 'slug'
  | 'title'
  | 'description'
  | 'category'
  | 'broadCategory'
  | 'price'
  | 'numericPrice'
  | 'sellingAttribute'
  | 'inventory'
  | 'brandName'
  | 'status'
  | 'featured'
> & { image: MirroredImage[]; swatches: MirroredSwatch[]; variants: MirroredVariant[] };

/**
 * The product as mirrored: each field named, so a field the API gains reaches the device only
 * when a screen needs it and it is added here.
 */
export function mirroredProduct(product: MirroredProduct): MirroredProduct {
  return {
    _id: product._id,
    articleCode: product.articleCode,
    slug: product.slug,
    title: product.title,
    description: product.description,
    category: product.category,
    broadCategory: product.broadCategory,
    price: product.price,
    numericPrice: product.numericPrice,
    sellingAttribute: product.sellingAttribute,
    inventory: product.inventory,
    brandName: product.brandName,
    status: product.status,
    featured: product.featured,
    image: product.image.map((image) => ({ src: image.src, dataAltImage: image.dataAltImage, alt: image.alt })),
    swatches: product.swatches.map((swatch) => ({
      colorCode: swatch.colorCode,
      colorName: swatch.colorName,
      articleLink: swatch.articleLink,
    })),
    variants: product.variants.map((variant) => ({ slug: variant.slug, title: variant.title, image: variant.image })),
  };
}
