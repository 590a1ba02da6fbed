import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ProductCardView } from '../../../contract/first-screen-card';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import { useBag } from '../../domains/bag/refresh-bag';
import { useAddToBag } from '../../domains/bag/use-add-to-bag';
import { FavouriteButton } from '../../domains/favourites/favourite-button';
import { productCard } from '../../ui/product-card';

/**
 * The button's label wraps rather than being cut ("OUT OF STOCI"): two cards share a 320 px row,
 * so a card's button may be narrower than its longest word pair.
 */
const WRAPPING = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 },
} as const;

/**
 * A favourite: its card (the heart removes it) and 'add to bag' with one of it, as the product page
 * does. The button sits at the foot of the card (`mt="auto"`: the grid stretches each card to its
 * row), so a row's buttons line up whether a title takes one line or two.
 */
export function FavouriteCard({ product }: { product: MirroredProduct }) {
  const { state, add } = useAddToBag();
  const inBag = useBag()?.lines.some((line) => line.productId === product._id) ?? false;
  return (
    <Stack gap="xs" data-testid="favourite-item">
      <ProductCardView {...productCard({ product, overlay: <FavouriteButton product={product} overlay /> })} />
      {inBag || state === 'added' ? (
        <Button component={Link} to={paths.cart.to()} variant="outline" fullWidth mt="auto" px="xs" styles={WRAPPING}>
          GO TO CART
        </Button>
      ) : (
        <Button
          fullWidth
          mt="auto"
          px="xs"
          styles={WRAPPING}
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
