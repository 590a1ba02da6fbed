import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';
import { departmentLinks } from '../../lib/department-links';
import { PageMeta } from '../../ui/page-meta';

/** /sustainability: short real content (the spec has placeholders only). */
export function SustainabilityPage() {
  return (
    <Container size="sm" py={48}>
      <PageMeta title="Sustainability" />
      <Stack gap="md">
        <Title order={1}>Sustainability</Title>
        <Text>
          Jute is one of the most sustainable fibres there is: it grows fast on rain water, needs little fertiliser or
          pesticide, and is fully biodegradable.
        </Text>
        <List spacing="xs">
          <List.Item>Handmade by artisans in India, in small batches.</List.Item>
          <List.Item>Natural jute and cotton, without plastic linings.</List.Item>
          <List.Item>Made to last for years, and to return to the soil after.</List.Item>
        </List>
        <Group>
          <Button component={Link} to={paths.ownCollection.to()}>
            Shop our collection
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** /view_all: a short guide to the shop's departments. */
export function ViewAllPage() {
  const links = [
    { label: 'Our jute collection', to: paths.ownCollection.to() },
    ...departmentLinks(['ladies', 'men', 'kids', 'baby', 'home']),
  ];
  return (
    <Container size="sm" py={48}>
      <PageMeta title="View ALL" />
      <Stack gap="md">
        <Title order={1}>View ALL</Title>
        <Text>Everything we make, by department: bowls, baskets, laundry baskets, matka, bags and tissue boxes.</Text>
        <Group gap="sm">
          {links.map((link) => (
            <Button key={link.label} component={Link} to={link.to} variant="outline">
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
