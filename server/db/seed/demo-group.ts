import type { Department } from '../schema/catalogue';

/** The shapes the demo artwork can draw (server/modules/media/artwork-shapes.ts). */
export type ArtShape =
  | 'bowl'
  | 'basket'
  | 'laundry'
  | 'matka'
  | 'sidebag'
  | 'sling'
  | 'tissue'
  | 'rect'
  | 'messenger'
  | 'wallet'
  | 'pouch'
  | 'tote'
  | 'clutch'
  | 'yogabag'
  | 'bottle'
  | 'drawstring'
  | 'backpack'
  | 'coaster'
  | 'rug'
  | 'mat'
  | 'cushion';

export type DemoColour = { name: string; code: string };

/**
 * One catalogue entry as written by hand: a product, or a family of colour variants of it
 * (one product per colour; each lists the others as variants and all of them as swatches).
 */
export type DemoGroup = {
  code: string;
  title: string;
  shape: ArtShape;
  category: string | string[];
  department: Department | null;
  newArrival?: boolean;
  rupees: number;
  sellingAttribute?: string;
  bullets: string[];
  colours: DemoColour[];
  /** One per colour. */
  inventory: number[];
  /** Index of the colour that is a home-page Bestseller. */
  featured?: number;
  daysAgo: number;
};
