import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LISTING_PAGE_SIZE } from '../../../contract/constants';
import type { Product } from '../../../contract/product';
import { hasReachedEnd, nextShownCount } from '../../lib/listing';
import { ProductCard } from '../../ui/product-card';
import classes from './product-grid.module.css';

/** 25 cards at first, 25 more per 'Load more products', then 'Reached End of the Page'. */
export function ProductGrid({ products }: { products: Product[] }) {
  const [shown, setShown] = useState(LISTING_PAGE_SIZE);
  const end = hasReachedEnd(shown, products.length);
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }} verticalSpacing="xl">
        {products.slice(0, shown).map((product, index) => (
          <ProductCard key={product._id} product={product} eager={index < 4} />
        ))}
      </SimpleGrid>
      <Stack align="center" gap={6}>
        <Text size="sm" c="dimmed">
          Showing {Math.min(shown, products.length)} of {products.length}
        </Text>
        <Button
          variant="outline"
          className={classes.more}
          disabled={end}
          onClick={() => setShown((count) => nextShownCount(count, products.length))}
          miw={240}
        >
          {end ? 'Reached End of the Page' : 'Load more products'}
        </Button>
      </Stack>
    </Stack>
  );
}
