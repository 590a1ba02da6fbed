import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BESTSELLER_TAGS } from '../../../contract/home-sections';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import type { HomeListState } from '../../domains/catalogue/use-home-products';
import { FavouriteButton } from '../../domains/favourites/favourite-button';
import { ProductCard } from '../../ui/product-card';
import { ProductCardSkeleton } from '../../ui/product-card-skeleton';

/**
 * Four featured products with their tags, in the shop's product card (the one the server writes
 * into the first screen, docs/decisions/200); skeleton cards while the list is loading.
 */
export function Bestsellers({ products, state = 'ready' }: { products: MirroredProduct[]; state?: HomeListState }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz={{ base: 24, sm: 32 }}>
          Bestsellers
        </Title>
        <Button component={Link} to={paths.ownCollection.to()} variant="outline">
          View All Products
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {state === 'loading' ? BESTSELLER_TAGS.map((tag) => <ProductCardSkeleton key={tag} />) : null}
        {products.map((product, index) => (
          <ProductCard
            key={product._id}
            product={product}
            eager
            swatches={false}
            badge={{ label: BESTSELLER_TAGS[index] ?? '', tone: index }}
            overlay={<FavouriteButton product={product} overlay />}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
