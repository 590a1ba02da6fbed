import { SHOP_NAME } from './constants';
import { productMeta } from './page-meta';
import type { Product } from './product';

/**
 * schema.org JSON-LD of the catalogue, built in one place for whoever writes it (the server,
 * in the head of the HTML it sends: server/modules/web/page-head.ts). `productUrl` turns a
 * product into its page's absolute address; image sources are made absolute against `origin`.
 */
type Links = { origin: string; productUrl: (product: Product) => string };

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

function productNode(product: Product, links: Links) {
  return {
    '@type': 'Product',
    name: product.title,
    sku: product.articleCode,
    image: product.image.map((image) => new URL(image.src, links.origin).href),
    brand: { '@type': 'Brand', name: product.brandName || SHOP_NAME },
    url: links.productUrl(product),
    offers: {
      '@type': 'Offer',
      price: product.numericPrice.toFixed(2),
      priceCurrency: 'INR',
      availability: product.inventory > 0 ? IN_STOCK : OUT_OF_STOCK,
    },
  };
}

/** A product page: one Product with its offer (price in INR, stock from inventory). */
export function productJsonLd(product: Product, links: Links) {
  const { description } = productMeta(product);
  return { '@context': 'https://schema.org', ...productNode(product, links), ...(description ? { description } : {}) };
}

/** A listing (home, a category): an ItemList of its products, in the order shown. */
export function productListJsonLd(products: Product[], links: Links) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productNode(product, links),
    })),
  };
}
