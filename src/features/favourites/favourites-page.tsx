import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageMeta } from '../../ui/page-meta';

/** /favourites: the spec shows only the empty state. */
export function FavouritesPage() {
  return (
    <Stack align="center" ta="center" gap="md" py={64} px="md">
      <PageMeta title="Favourites" />
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Favourites
      </Title>
      <Text fw={700} tt="uppercase">
        SAVE YOUR FAVOURITE ITEMS
      </Text>
      <Text c="dimmed" maw={440}>
        Tap the heart on a product to keep it here for later.
      </Text>
      <Button component={Link} to={paths.home.to()}>
        Browse now
      </Button>
    </Stack>
  );
}
