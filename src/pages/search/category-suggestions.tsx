import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_TYPE_FILTERS } from '../../../contract/catalogue';
import { paths } from '../../../contract/paths';

/** Where to look instead: the shop's product types, and the whole collection. */
export function CategorySuggestions({ title }: { title: string }) {
  return (
    <Stack gap="sm" data-testid="category-suggestions">
      <Text fw={600}>{title}</Text>
      <Group gap="xs">
        {PRODUCT_TYPE_FILTERS.filter((filter) => filter.value !== 'any').map((filter) => (
          <Button
            key={filter.value}
            component={Link}
            to={paths.store.to('products', { type: filter.value })}
            variant="light"
            radius="xl"
            size="sm"
          >
            {filter.label}
          </Button>
        ))}
        <Button component={Link} to={paths.ownCollection.to()} variant="outline" radius="xl" size="sm">
          View all products
        </Button>
      </Group>
    </Stack>
  );
}
