import { Stack, Title } from '@mantine/core';
import type { Product } from '../../../contract/product';
import { paths } from '../../app/paths';
import { ProductCarousel } from '../../ui/product-carousel';
import { ProductTile } from '../../ui/product-tile';
import { isSampleProduct } from './sample-products';

/** A home carousel ('smaller' tiles under 768 px, 'largest' otherwise). */
export function TrendingCarousel({ title, products }: { title: string; products: Product[] }) {
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
        renderItem={(product) => (
          <ProductTile
            product={product}
            href={isSampleProduct(product) ? paths.ownCollection.to() : undefined}
            favourite={!isSampleProduct(product)}
          />
        )}
      />
    </Stack>
  );
}
