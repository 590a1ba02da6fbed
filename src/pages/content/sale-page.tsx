import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StoreCategoryId } from '../../../contract/catalogue';
import { paths } from '../../../contract/paths';
import { PageMeta } from '../../ui/page-meta';

const LINKS: { id: StoreCategoryId; label: string }[] = [
  { id: 'ladies', label: 'Ladies' },
  { id: 'men', label: 'Men' },
  { id: 'kids', label: 'Kids' },
  { id: 'baby', label: 'Baby' },
  { id: 'home', label: 'Home' },
  { id: 'sport', label: 'Sport' },
];

/** /sale: a headline, a blurb and links to the departments (discount values are not shown). */
export function SalePage() {
  return (
    <Container size="md" py={48}>
      <PageMeta title="Sale" />
      <Stack gap="md">
        <Title order={1}>Sale</Title>
        <Text c="dimmed">Seasonal favourites at friendly prices, while stocks last. Pick a department to start.</Text>
        <Group gap="sm">
          {LINKS.map((link) => (
            <Button key={link.id} component={Link} to={paths.store.to(link.id)} variant="outline">
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
