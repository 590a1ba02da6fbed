import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../contract/paths';
import { PageMeta } from './page-meta';

/** A screen without content of its own (the wishlist): a real page with its title, not a blank. */
export function PlaceholderPage({
  title,
  heading,
  children,
}: {
  title: string;
  heading?: string;
  children?: ReactNode;
}) {
  return (
    <Container size="sm" py={48}>
      <PageMeta title={title} />
      <Stack gap="md">
        <Title order={1}>{heading ?? title}</Title>
        {children ?? <Text c="dimmed">This page is coming soon.</Text>}
        <div>
          <Button component={Link} to={paths.ownCollection.to()} variant="outline">
            View Products
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
