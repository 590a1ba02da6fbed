import type { Product } from '../../../contract/product';

/**
 * The home page's built-in sample list (spec 000 section 4, "Home data"): shown until the
 * catalogue fetches succeed, and on a first visit without network. Pictures ship in public/samples
 * and are precached. Sample ids start with 'sample-'; their tiles link to the collection.
 */
type Seed = { id: string; title: string; category: string; price: number; picture: string; featured?: boolean };

const seeds: Seed[] = [
  { id: 'sample-bowl-1', title: 'Round Jute Bowl', category: 'bowl', price: 499, picture: 'bowl', featured: true },
  {
    id: 'sample-basket-1',
    title: 'Handled Jute Basket',
    category: 'basket',
    price: 899,
    picture: 'basket',
    featured: true,
  },
  {
    id: 'sample-laundry-1',
    title: 'Jute Laundry Bag',
    category: 'laundry',
    price: 1099,
    picture: 'laundry',
    featured: true,
  },
  {
    id: 'sample-matka-1',
    title: 'Jute Matka Planter',
    category: 'matka',
    price: 749,
    picture: 'matka',
    featured: true,
  },
  { id: 'sample-bowl-2', title: 'Braided Fruit Bowl', category: 'bowl', price: 599, picture: 'bowl' },
  { id: 'sample-bowl-3', title: 'Nesting Bowl Set', category: 'bowl', price: 1299, picture: 'bowl' },
  { id: 'sample-bowl-4', title: 'Striped Storage Bowl', category: 'bowl', price: 649, picture: 'bowl' },
  { id: 'sample-laundry-2', title: 'Tall Laundry Hamper', category: 'laundry', price: 1399, picture: 'laundry' },
  { id: 'sample-laundry-3', title: 'Foldable Laundry Bag', category: 'laundry', price: 999, picture: 'laundry' },
  { id: 'sample-laundry-4', title: 'Drawstring Laundry Sack', category: 'laundry', price: 849, picture: 'laundry' },
];

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const SAMPLE_PRODUCTS: Product[] = seeds.map((seed) => ({
  _id: seed.id,
  articleCode: seed.id,
  slug: seed.id,
  title: seed.title,
  description: 'Handmade from natural jute~Made in India',
  category: seed.category,
  broadCategory: 'Jutexx',
  price: `Rs.${rupees.format(seed.price)}`,
  numericPrice: seed.price,
  sellingAttribute: 'Default',
  image: [
    {
      _id: `${seed.id}-1`,
      src: `/samples/${seed.picture}.svg`,
      dataAltImage: '',
      alt: seed.title,
      dataAltText: seed.title,
    },
  ],
  swatches: [],
  variants: [],
  inventory: 10,
  reviews: [],
  brandName: 'Jutexx',
  status: 'active',
  featured: seed.featured ?? false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  __v: 0,
}));

export function isSampleProduct(product: Pick<Product, '_id'>): boolean {
  return product._id.startsWith('sample-');
}
