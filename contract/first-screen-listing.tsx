import type { ReactNode } from 'react';
import { OWN_COLLECTION_BANNER_FILTERS, type StoreCategoryId, sameType } from './catalogue';
import { CATEGORY_NAMES } from './category-names';
import type { ListingScreen } from './first-screen';
import { WrittenCardGrid } from './first-screen-card';
import { buttonClass, ScreenLink } from './first-screen-link';
import { paths } from './paths';

/**
 * A listing's first screen as the app draws it (spec 000 section 2, "Category listing"): the
 * banner, the type filters, the row of the sort button and the cards, in the one component set
 * the server, the service worker and the app all render (docs/decisions/200, 304). The written
 * listing is therefore placed as the app's: when the app takes it over, nothing on screen moves.
 */

/** The departments a department's banner links on to (the own collection filters by type instead). */
export const OTHER_DEPARTMENT_LINKS: { id: StoreCategoryId; label: string }[] = [
  { id: 'ladies', label: 'Ladies' },
  { id: 'kids', label: 'Kids' },
  { id: 'baby', label: 'Baby' },
];

/** A listing banner's title and words. */
function bannerWords(id: StoreCategoryId | null): { title: string; text: string } {
  return {
    title: id ? CATEGORY_NAMES[id] : 'Category',
    text:
      id === 'products'
        ? 'Bowls, baskets and laundry bags, handwoven from natural jute.'
        : 'Fresh picks for every day, delivered free across India.',
  };
}

/** The banner: the department's title and words, then its `actions` (type buttons or links on). */
export function CategoryBannerView({ id, actions }: { id: StoreCategoryId | null; actions: ReactNode }) {
  const { title, text } = bannerWords(id);
  return (
    <section className="fs-banner" aria-label="Category banner">
      <div className="fs-banner-words">
        <h1 className="fs-banner-title">{title}</h1>
        <p className="fs-banner-text">{text}</p>
        <div className="fs-banner-actions">{actions}</div>
      </div>
    </section>
  );
}

/** The side list of product-type filters (a scrolling row on phones); `children` are its buttons. */
export function TypeFiltersView({ children }: { children: ReactNode }) {
  return (
    <nav className="fs-types" aria-label="Product type">
      <p className="fs-types-label">Product type</p>
      <div className="fs-types-list">{children}</div>
    </nav>
  );
}

/**
 * The listing's columns: the type filters beside the results from 62em (under the banner on
 * phones), or the results alone when there is nothing to filter by.
 */
export function ListingColumnsView({ filters, children }: { filters?: ReactNode; children: ReactNode }) {
  return (
    <div className="fs-listing-columns">
      {filters ? <div className="fs-listing-side">{filters}</div> : null}
      <div className="fs-listing-main">{children}</div>
    </div>
  );
}

const typeHref = (id: StoreCategoryId | null, value: string) =>
  `${paths.store.to(id ?? 'products')}${value === 'any' ? '' : `?type=${encodeURIComponent(value)}`}`;

/**
 * The written listing: the banner with its type links, the type filters as links (the address's
 * type drawn chosen, as the app draws its button pressed), the sort button's row kept for the
 * app's (its menu needs the app), and the first cards.
 */
export function WrittenListingView({ screen }: { screen: ListingScreen }) {
  const { department, filters } = screen;
  const own = department === 'products';
  const chosen = (value: string) => sameType(screen.type, value);
  return (
    <div className="fs-listing-stack">
      <CategoryBannerView
        id={department}
        actions={
          own
            ? OWN_COLLECTION_BANNER_FILTERS.map((filter) => (
                <ScreenLink
                  key={filter.value}
                  className={buttonClass(chosen(filter.value) ? 'white' : 'outline-light')}
                  href={typeHref(department, filter.value)}
                  aria-current={chosen(filter.value) ? 'page' : undefined}
                >
                  {filter.label}
                </ScreenLink>
              ))
            : OTHER_DEPARTMENT_LINKS.map((link) => (
                <ScreenLink key={link.id} className={buttonClass('outline-light')} href={paths.store.to(link.id)}>
                  {link.label}
                </ScreenLink>
              ))
        }
      />
      <ListingColumnsView
        filters={
          filters.length > 1 ? (
            <TypeFiltersView>
              {filters.map((filter) => (
                <ScreenLink
                  key={filter.value}
                  className={buttonClass(chosen(filter.value) ? 'filled' : 'default', 'fs-type')}
                  href={typeHref(department, filter.value)}
                  aria-current={chosen(filter.value) ? 'page' : undefined}
                >
                  {filter.label}
                </ScreenLink>
              ))}
            </TypeFiltersView>
          ) : undefined
        }
      >
        <div className="fs-listing-results">
          <div className="fs-listing-toolbar" />
          <WrittenCardGrid products={screen.products} />
        </div>
      </ListingColumnsView>
    </div>
  );
}
