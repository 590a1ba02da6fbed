import { Button, Stack, Text } from '@mantine/core';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { hasReachedEnd } from '../../domains/catalogue/listing';
import { HeartedProductCard } from '../../domains/favourites/hearted-product-card';
import { FirstScreenFirst } from '../../ui/below-the-fold';
import classes from './product-grid.module.css';

/**
 * The cards shown (`products`, the first `shown` of `total`), 'Load more products' until all
 * are, then 'Reached End of the Page'. The page holds the count and reads only these products.
 */
export function ProductGrid({
  products,
  shown,
  total,
  onMore,
}: {
  products: MirroredProduct[];
  shown: number;
  total: number;
  onMore: () => void;
}) {
  const end = hasReachedEnd(shown, total);
  return (
    <Stack gap="xl">
      {/* The first screen's grid (contract/first-screen-styles.ts): the written listing's cards sit where these do. */}
      <div className="fs-grid">
        <FirstScreenFirst
          items={products}
          render={(product, index) => <HeartedProductCard key={product._id} product={product} eager={index < 4} />}
        />
      </div>
      <Stack align="center" gap={6}>
        <Text size="sm" c="dimmed">
          Showing {Math.min(shown, total)} of {total}
        </Text>
        <Button variant="outline" className={classes.more} disabled={end} onClick={onMore} miw={240}>
          {end ? 'Reached End of the Page' : 'Load more products'}
        </Button>
      </Stack>
    </Stack>
  );
}
