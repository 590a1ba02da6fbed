import { sameType, type TypeFilter } from '../../../contract/catalogue';
import { buttonClass } from '../../../contract/first-screen-link';
import { TypeFiltersView } from '../../../contract/first-screen-listing';

/**
 * The side list of product-type filter buttons ('View All' is any); a scrolling row on phones.
 * `filters` are the ones the listing has products for (typeFiltersOf). The list is the
 * first screen's (contract/first-screen-listing.tsx, docs/decisions/304).
 */
export function TypeFilterList({
  filters,
  active,
  onType,
}: {
  filters: readonly TypeFilter[];
  active: string;
  onType: (type: string) => void;
}) {
  return (
    <TypeFiltersView>
      {filters.map((filter) => {
        const selected = sameType(active, filter.value);
        return (
          <button
            key={filter.value}
            type="button"
            className={buttonClass(selected ? 'filled' : 'default', 'fs-type')}
            aria-pressed={selected}
            onClick={() => onType(filter.value)}
          >
            {filter.label}
          </button>
        );
      })}
    </TypeFiltersView>
  );
}
