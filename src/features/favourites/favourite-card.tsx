import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';
import type { Product } from '../../../contract/product';
import { useBag } from '../../data/refresh-bag';
import { useAddToBag } from '../../ui/add-to-bag';
import { ProductCard } from '../../ui/product-card';

/** A favourite: its card (the heart removes it) and 'add to bag' with one of it, as the product page does. */
export function FavouriteCard({ product }: { product: Product }) {
  const { state, add } = useAddToBag();
  const inBag = useBag()?.lines.some((line) => line.productId === product._id) ?? false;
  return (
    <Stack gap="xs" data-testid="favourite-item">
      <ProductCard product={product} />
      {inBag || state === 'added' ? (
        <Button component={Link} to={paths.cart.to()} variant="outline" fullWidth>
          GO TO CART
        </Button>
      ) : (
        <Button
          fullWidth
          disabled={product.inventory <= 0}
          loading={state === 'submitting'}
          onClick={() => add(product, 1)}
          style={{ textTransform: 'uppercase' }}
        >
          {product.inventory <= 0 ? 'Out of stock' : 'add to bag'}
        </Button>
      )}
    </Stack>
  );
}
