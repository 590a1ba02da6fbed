/** Product as the API sends it (spec 000 section 3, spec 001 section 3). */
export type ProductImage = {
  _id: string;
  src: string;
  /** The hover picture shown on cards. */
  dataAltImage: string;
  alt: string;
  dataAltText: string;
};

export type Swatch = { _id: string; colorCode: string; colorName: string; articleLink: string };

export type ProductVariant = { _id: string; slug: string; title: string; image: string };

export type ProductStatus = 'active' | 'inactive';

export type Product = {
  _id: string;
  articleCode: string;
  slug: string;
  title: string;
  /** Bullet points joined by DESCRIPTION_DELIMITER. */
  description: string;
  category: string | string[];
  broadCategory: string;
  /** Display text such as 'Rs.2,299.00'; always formatPaise of the stored paise. */
  price: string;
  /** Rupees: the stored paise as rupeesFromPaise gives them. */
  numericPrice: number;
  sellingAttribute: string;
  image: ProductImage[];
  swatches: Swatch[];
  variants: ProductVariant[];
  inventory: number;
  reviews: { rating: number }[];
  brandName: string;
  status: ProductStatus;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  __v: number;
};

export type InventoryResponse = { inventory: number };
