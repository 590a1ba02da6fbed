import { NEW_ARRIVAL_BROAD_CATEGORY, OWN_COLLECTION_BROAD_CATEGORY } from '../../../contract/catalogue';
import { paiseFromRupees } from '../../../contract/money';
import { productSlug } from '../../../contract/product-slug';
import type { Department } from '../schema/catalogue';
import type { ArtShape, DemoColour, DemoGroup } from './demo-group';
import { DEPARTMENT_BAGS_GROUPS } from './department-bags';
import { DEPARTMENT_HOME_GROUPS } from './department-home';
import { OWN_BAGS_AND_BOXES_GROUPS } from './own-collection-bags-boxes';
import { OWN_STORAGE_GROUPS } from './own-collection-storage';

/** A demo product with everything that does not depend on when it is seeded. */
export type DemoProduct = {
  articleCode: string;
  title: string;
  slug: string;
  shape: ArtShape;
  colour: DemoColour;
  category: string | string[];
  department: Department | null;
  broadCategory: string;
  pricePaise: number;
  sellingAttribute: string;
  bullets: string[];
  inventory: number;
  featured: boolean;
  daysAgo: number;
  /** Article codes of the same family, this one included, in colour order. */
  family: string[];
};

/** The admin form's slug rule (spec 001 section 5), lower-cased throughout for clean URLs. */

function broadCategoryOf(group: DemoGroup): string {
  if (group.department === null) return OWN_COLLECTION_BROAD_CATEGORY;
  return group.newArrival ? NEW_ARRIVAL_BROAD_CATEGORY : group.department;
}

/** Expands the hand-written groups into products with article codes JX-{code}-0001 and on. */
export function expandDemoCatalogue(
  groups: DemoGroup[] = [
    ...OWN_STORAGE_GROUPS,
    ...OWN_BAGS_AND_BOXES_GROUPS,
    ...DEPARTMENT_BAGS_GROUPS,
    ...DEPARTMENT_HOME_GROUPS,
  ],
): DemoProduct[] {
  const counters = new Map<string, number>();
  const nextCode = (code: string) => {
    const n = (counters.get(code) ?? 0) + 1;
    counters.set(code, n);
    return `JX-${code}-${String(n).padStart(4, '0')}`;
  };
  return groups.flatMap((group) => {
    const codes = group.colours.map(() => nextCode(group.code));
    const broadCategory = broadCategoryOf(group);
    return group.colours.map((colour, index): DemoProduct => {
      const title = group.colours.length > 1 ? `${group.title} (${colour.name})` : group.title;
      return {
        articleCode: codes[index] ?? '',
        title,
        slug: productSlug(title, broadCategory),
        shape: group.shape,
        colour,
        category: group.category,
        department: group.department,
        broadCategory,
        pricePaise: paiseFromRupees(group.rupees),
        sellingAttribute: group.sellingAttribute ?? (group.newArrival ? 'New Arrival' : 'Default'),
        bullets: group.bullets,
        inventory: group.inventory[index] ?? 10,
        featured: group.featured === index,
        // Variants of a family are a few hours apart, so "newest first" is stable.
        daysAgo: group.daysAgo + index * 0.1,
        family: codes,
      };
    });
  });
}

/**
 * Image path of a demo product: picture 1 is the main one, 2 the hover close-up. A raster, sent at
 * the widths pages ask for as an upload is (docs/decisions/348).
 */
export function demoImagePath(articleCode: string, picture: 1 | 2): string {
  return `/media/demo/${articleCode}-${picture}.webp`;
}
