import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BESTSELLER_TAGS } from '../../../contract/home-sections';
import { paths } from '../../../contract/paths';
import type { Product } from '../../../contract/product';
import { cardImages } from '../../lib/product-images';
import { FavouriteButton } from '../../ui/favourite-button';
import { HoverImage } from '../../ui/hover-image';
import { Price } from '../../ui/price';
import { ProductCardSkeleton } from '../../ui/product-card-skeleton';
import type { HomeListState } from './use-home-products';

const TAG_COLOURS = ['jute.8', 'leaf.8', 'clay.8', 'jute.9'] as const;

/**
 * Four featured products with their tags, linking to /productpage/{id}; skeleton cards while
 * the list is loading.
 */
export function Bestsellers({ products, state = 'ready' }: { products: Product[]; state?: HomeListState }) {
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
          <div key={product._id} style={{ position: 'relative' }}>
            <Card component={Link} to={paths.product.to(product._id)} padding={0} bg="transparent">
              <div style={{ position: 'relative' }}>
                <HoverImage images={cardImages(product)} eager />
                <Badge
                  color={TAG_COLOURS[index % TAG_COLOURS.length]}
                  variant="filled"
                  style={{ position: 'absolute', top: 8, left: 8 }}
                >
                  {BESTSELLER_TAGS[index]}
                </Badge>
              </div>
              <Stack gap={2} pt="xs">
                <Text size="sm" lineClamp={2}>
                  {product.title}
                </Text>
                <Price text={product.price} amount={product.numericPrice} size="sm" />
              </Stack>
            </Card>
            <FavouriteButton product={product} overlay />
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
