import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { EmptyFavouritesView } from '../../../contract/first-screen-favourites';
import { FAVOURITES_META } from '../../../contract/page-meta';
import { useSessionUser } from '../../domains/account/use-session-user';
import { refreshFavourites, useFavouritesFetchStatus } from '../../domains/favourites/refresh-favourites';
import { useFavourites } from '../../domains/favourites/use-favourites';
import { useFirstScreenReady } from '../../ui/first-screen';
import { PageMeta } from '../../ui/page-meta';
import { FavouriteCard } from './favourite-card';

/**
 * /favourites: the shopper's favourites from the device (docs/decisions/158-favourites.md),
 * read again from the server when the page opens so ones saved on another device appear.
 * Each card keeps its heart (to remove it) and gets an 'add to bag' button.
 */
export function FavouritesPage() {
  const user = useSessionUser();
  const favourites = useFavourites();
  const status = useFavouritesFetchStatus();
  const userId = user?._id;

  useEffect(() => {
    if (userId) void refreshFavourites();
  }, [userId]);

  const loading = favourites === undefined || (favourites.length === 0 && status.phase === 'loading');
  // The server wrote this page's frame, the top bar and the title (docs/decisions/291), and for a
  // visitor the empty state (decision 351): the app's page takes over once the device has said what
  // it holds, so a visitor's written empty state never gives way to the skeleton first.
  useFirstScreenReady(favourites !== undefined);
  return (
    <Container size="xl" py="lg">
      <PageMeta {...FAVOURITES_META} />
      <Title order={1} fz={{ base: 24, sm: 30 }} ta={favourites?.length ? undefined : 'center'}>
        {FAVOURITES_META.title}
      </Title>
      {loading ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} mt="lg" aria-hidden data-testid="favourites-skeleton">
          {[0, 1].map((index) => (
            <Skeleton key={index} h={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : favourites.length === 0 ? (
        <EmptyFavouritesView />
      ) : (
        <Stack gap="md" mt="xs">
          <Text c="dimmed" size="sm" role="status">
            {favourites.length === 1 ? '1 item' : `${favourites.length} items`}
          </Text>
          <div className="fs-grid">
            {favourites.map(({ product }) => (
              <FavouriteCard key={product._id} product={product} />
            ))}
          </div>
        </Stack>
      )}
    </Container>
  );
}
