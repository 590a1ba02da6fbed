import { OWN_COLLECTION_BANNER_FILTERS, type StoreCategoryId, sameType } from '../../../contract/catalogue';
import { buttonClass } from '../../../contract/first-screen-link';
import { CategoryBannerView, DepartmentLinksView } from '../../../contract/first-screen-listing';

/**
 * The own collection's banner filters by type (bowl, laundary, basket, any); others link on. The
 * banner is the first screen's (contract/first-screen-listing.tsx): the written listing draws the
 * same, its type buttons as links (docs/decisions/304).
 */
export function CategoryBanner({
  id,
  activeType,
  onType,
}: {
  id: StoreCategoryId | null;
  activeType: string;
  onType: (type: string) => void;
}) {
  return (
    <CategoryBannerView
      id={id}
      actions={
        id === 'products' ? (
          OWN_COLLECTION_BANNER_FILTERS.map((filter) => {
            const active = sameType(activeType, filter.value);
            return (
              <button
                key={filter.value}
                type="button"
                className={buttonClass(active ? 'white' : 'outline-light')}
                aria-pressed={active}
                onClick={() => onType(filter.value)}
              >
                {filter.label}
              </button>
            );
          })
        ) : (
          <DepartmentLinksView />
        )
      }
    />
  );
}
