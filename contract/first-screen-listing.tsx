import type { ReactNode } from 'react';
import {
  isCustomType,
  OWN_COLLECTION_BANNER_FILTERS,
  SORT_OPTIONS,
  type SortOrder,
  type StoreCategoryId,
  sameType,
} from './catalogue';
import { CATEGORY_NAMES, typeFilterName } from './category-names';
import type { ListingScreen } from './first-screen';
import { WrittenCardGrid } from './first-screen-card';
import { type ButtonLook, buttonClass, ScreenLink } from './first-screen-link';
import { paths } from './paths';

/**
 * A listing's first screen as the app draws it (spec 000 section 2, "Category listing"): the
 * banner, the type filters, the row of the sort button and the cards, in the one component set
 * the server, the service worker and the app all render (docs/decisions/200, 304). The written
 * listing is therefore placed as the app's: when the app takes it over, nothing on screen moves.
 */

/** The departments a department's banner links on to (the own collection filters by type instead). */
const OTHER_DEPARTMENT_LINKS: { id: StoreCategoryId; label: string }[] = [
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

/** The links on to the other departments, in every banner but the own collection's. */
export function DepartmentLinksView() {
  return OTHER_DEPARTMENT_LINKS.map((link) => (
    <ScreenLink key={link.id} className={buttonClass('outline-light')} href={paths.store.to(link.id)}>
      {link.label}
    </ScreenLink>
  ));
}

/**
 * The written listing: the banner with its type links, the type filters as links (the address's
 * type drawn chosen, as the app draws its button pressed), the toolbar (WrittenToolbar), and the
 * first cards with their hearts: every control of the app's first screen, each answering a tap
 * before the app (docs/decisions/367).
 */
export function WrittenListingView({ screen }: { screen: ListingScreen }) {
  const { department, filters } = screen;
  /** Links to the listing filtered by each type, the address's own drawn `chosen`, the others `other`. */
  const typeLinks = (
    list: readonly { value: string; label: string }[],
    chosen: ButtonLook,
    other: ButtonLook,
    extra?: string,
  ) =>
    list.map((filter) => {
      const current = sameType(screen.type, filter.value);
      return (
        <ScreenLink
          key={filter.value}
          className={buttonClass(current ? chosen : other, extra)}
          href={paths.store.to(department ?? 'products', { type: filter.value })}
          aria-current={current ? 'page' : undefined}
        >
          {filter.label}
        </ScreenLink>
      );
    });
  return (
    <div className="fs-listing-stack">
      <CategoryBannerView
        id={department}
        actions={
          department === 'products' ? (
            typeLinks(OWN_COLLECTION_BANNER_FILTERS, 'white', 'outline-light')
          ) : (
            <DepartmentLinksView />
          )
        }
      />
      <ListingColumnsView
        filters={
          filters.length > 1 ? (
            <TypeFiltersView>{typeLinks(filters, 'filled', 'default', 'fs-type')}</TypeFiltersView>
          ) : undefined
        }
      >
        <div className="fs-listing-results">
          <WrittenToolbar screen={screen} />
          <WrittenCardGrid products={screen.products} />
        </div>
      </ListingColumnsView>
    </div>
  );
}

/** The orders the sort menu offers, the shop's own first (the app's menu: sort-menu-dropdown.tsx). */
export const SORT_MENU_OPTIONS: readonly { value: SortOrder | null; label: string }[] = [
  { value: null, label: 'Recommended' },
  ...SORT_OPTIONS,
];

/** The sort button's words: the order chosen. */
export const sortButtonText = (sort: SortOrder | null) =>
  `Sort: ${SORT_MENU_OPTIONS.find((option) => option.value === sort)?.label ?? 'Recommended'}`;

/**
 * The written listing's toolbar, where the app draws its own (src/pages/catalogue/category-page.tsx):
 * a type from a legacy link as a filter to clear, and the sort menu. Both without script: the
 * clear is a link to the listing without the type, the menu the browser's own disclosure whose
 * orders are links to the listing sorted (the address keeps the order, as the app's menu does).
 */
function WrittenToolbar({ screen }: { screen: ListingScreen }) {
  const id = screen.department ?? 'products';
  const custom = isCustomType(screen.type);
  return (
    <div className={custom ? 'fs-listing-toolbar fs-split' : 'fs-listing-toolbar'}>
      {custom ? (
        <ScreenLink
          className={buttonClass('outline')}
          href={paths.store.to(id, { sort: screen.sort ?? undefined })}
          aria-label={`Clear filter ${typeFilterName(screen.type)}`}
        >
          Filter: {typeFilterName(screen.type)} ✕
        </ScreenLink>
      ) : null}
      <details className="fs-sort">
        <summary className={buttonClass('default', 'fs-sort-button')}>
          {sortButtonText(screen.sort)}
          <span className="fs-sort-arrow" aria-hidden="true">
            ▾
          </span>
        </summary>
        <div className="fs-sort-menu">
          {SORT_MENU_OPTIONS.map((option) => (
            <ScreenLink
              key={option.label}
              className="fs-sort-item"
              href={paths.store.to(id, { type: screen.type, sort: option.value ?? undefined })}
              aria-current={option.value === screen.sort ? 'true' : undefined}
            >
              {option.label}
            </ScreenLink>
          ))}
        </div>
      </details>
    </div>
  );
}
