import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OWN_COLLECTION_BANNER_FILTERS, type StoreCategoryId } from '../../../contract/catalogue';
import { CATEGORY_NAMES } from '../../../contract/category-names';
import { paths } from '../../../contract/paths';
import classes from './category-banner.module.css';

const OTHER_LINKS: { id: StoreCategoryId; label: string }[] = [
  { id: 'ladies', label: 'Ladies' },
  { id: 'kids', label: 'Kids' },
  { id: 'baby', label: 'Baby' },
];

/** The own collection's banner filters by type (bowl, laundary, basket, any); others link on. */
export function CategoryBanner({
  id,
  activeType,
  onType,
}: {
  id: StoreCategoryId | null;
  activeType: string;
  onType: (type: string) => void;
}) {
  const own = id === 'products';
  return (
    <section className={classes.banner} aria-label="Category banner">
      <Stack gap="sm">
        <Title order={1} fz={{ base: 26, sm: 36 }} c="white">
          {id ? CATEGORY_NAMES[id] : 'Category'}
        </Title>
        <Text maw={560}>
          {own
            ? 'Bowls, baskets and laundry bags, handwoven from natural jute.'
            : 'Fresh picks for every day, delivered free across India.'}
        </Text>
        <Group gap="xs">
          {own
            ? OWN_COLLECTION_BANNER_FILTERS.map((filter) => {
                const active = sameType(activeType, filter.value);
                return (
                  <Button
                    key={filter.value}
                    variant={active ? 'white' : 'outline'}
                    color={active ? 'jute.9' : 'white'}
                    aria-pressed={active}
                    onClick={() => onType(filter.value)}
                  >
                    {filter.label}
                  </Button>
                );
              })
            : OTHER_LINKS.map((link) => (
                <Button key={link.id} component={Link} to={paths.store.to(link.id)} variant="outline" color="white">
                  {link.label}
                </Button>
              ))}
        </Group>
      </Stack>
    </section>
  );
}

/** 'laundary' (the banner's spelling) and 'laundry' (the side list's) are one filter. */
export function sameType(a: string, b: string): boolean {
  const normal = (value: string) => (value === 'laundary' ? 'laundry' : value || 'any');
  return normal(a) === normal(b);
}
