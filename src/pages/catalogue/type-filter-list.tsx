import { Button, Text } from '@mantine/core';
import type { TypeFilter } from '../../domains/catalogue/listing';
import { sameType } from './category-banner';
import classes from './type-filter-list.module.css';

/**
 * The side list of product-type filter buttons ('View All' is any); a scrolling row on phones.
 * `filters` are the ones the listing has products for (typeFiltersWithProducts).
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
    <nav aria-label="Product type">
      <Text fw={700} mb="xs" visibleFrom="md">
        Product type
      </Text>
      <div className={classes.list}>
        {filters.map((filter) => {
          const selected = sameType(active, filter.value);
          return (
            <Button
              key={filter.value}
              className={classes.item}
              variant={selected ? 'filled' : 'default'}
              justify="flex-start"
              aria-pressed={selected}
              onClick={() => onType(filter.value)}
            >
              {filter.label}
            </Button>
          );
        })}
      </div>
    </nav>
  );
}
