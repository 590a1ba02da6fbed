import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import type { HomeListState } from '../../domains/catalogue/use-home-products';
import { HeartedProductTile } from '../../domains/favourites/hearted-product-card';
import { ProductCardSkeleton } from '../../ui/product-card-skeleton';
import { ProductCarousel } from '../../ui/product-carousel';

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

/**
 * A home carousel ('smaller' tiles under 768 px, 'largest' otherwise); skeleton tiles while its
 * list is loading, nothing when it failed or is empty.
 */
export function TrendingCarousel({
  title,
  products,
  state = 'ready',
}: {
  title: string;
  products: MirroredProduct[];
  state?: HomeListState;
}) {
  if (state === 'loading') {
    return (
      <Stack gap="md">
        <Title order={2} fz={{ base: 22, sm: 30 }}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {SKELETON_KEYS.map((key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (products.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 22, sm: 30 }}>
        {title}
      </Title>
      <ProductCarousel
        label={title}
        items={products}
        getKey={(product) => product._id}
        renderItem={(product) => <HeartedProductTile product={product} />}
      />
    </Stack>
  );
}
