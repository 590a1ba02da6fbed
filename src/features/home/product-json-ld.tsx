import { createPortal } from 'react-dom';
import { SHOP_NAME } from '../../../contract/constants';
import type { Product } from '../../../contract/product';
import { paths } from '../../app/paths';

/** schema.org ItemList of Products for search engines, placed in document.head. */
export function productListJsonLd(products: Product[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.title,
        sku: product.articleCode,
        image: product.image.map((image) => new URL(image.src, origin).href),
        brand: { '@type': 'Brand', name: product.brandName || SHOP_NAME },
        url: new URL(paths.product.to(product.slug || product._id), origin).href,
        offers: {
          '@type': 'Offer',
          price: product.numericPrice.toFixed(2),
          priceCurrency: 'INR',
          availability: product.inventory > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    })),
  };
}

export function ProductJsonLd({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  const json = JSON.stringify(productListJsonLd(products, window.location.origin)).replace(/</g, '\\u003c');
  return createPortal(
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; '<' is escaped above.
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />,
    document.head,
  );
}
