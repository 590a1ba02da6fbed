import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import { quantityOptions, stockLevel } from '../../domains/bag/quantity-options';
import { useAddToBag } from '../../domains/bag/use-add-to-bag';
import { useBagLine } from '../../domains/bag/use-bag-line';
import { sameProduct } from '../../lib/same-product';
import { ProductPicture } from '../../ui/product-picture';
import { QuantitySelect } from '../../ui/quantity-select';
import { InBagPanel } from './in-bag-panel';
import { SwatchPicker } from './swatch-picker';

/** Variants, swatches, the quantity selector, stock warnings and the 'add to bag' button. */
export function ProductPurchase({ product }: { product: MirroredProduct }) {
  const options = quantityOptions(product.inventory);
  const stock = stockLevel(product.inventory);
  const [quantity, setQuantity] = useState(1);
  const { state, add } = useAddToBag();
  // Already in the bag (confirmed or kept on this device): show that instead of another add.
  const line = useBagLine(product._id);
  const inBag = line && state !== 'submitting' ? line : null;
  const lowStock =
    stock === 'low' ? (
      <Text c="clay.8" fw={600} role="status">
        Hurry, only {product.inventory} left in stock!
      </Text>
    ) : null;

  return (
    <Stack gap="md">
      <SwatchPicker product={product} />
      <OtherVariants product={product} />
      {inBag ? (
        <InBagPanel product={product} line={inBag}>
          {lowStock}
        </InBagPanel>
      ) : stock === 'out' ? (
        <Alert color="clay.8" variant="outline" role="status">
          Out of stock
        </Alert>
      ) : (
        <QuantitySelect values={options} value={quantity} onChange={setQuantity} width={120} />
      )}
      {inBag ? null : lowStock}
      {inBag ? null : (
        <Button
          fullWidth
          size="lg"
          disabled={stock === 'out'}
          loading={state === 'submitting'}
          onClick={() => add(product, quantity)}
          style={{ textTransform: 'uppercase' }}
        >
          add to bag
        </Button>
      )}
    </Stack>
  );
}

/**
 * The product's other versions, each a picture leading to its page; drawn again only when the
 * product reads differently (docs/decisions/333).
 */
const OtherVariants = memo(
  function OtherVariants({ product }: { product: MirroredProduct }) {
    if (product.variants.length === 0) return null;
    return (
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Also available
        </Text>
        <Group gap="xs">
          {product.variants.map((variant) => (
            <Anchor
              key={variant.slug}
              component={Link}
              to={paths.product.to(variant.slug)}
              title={variant.title}
              aria-label={variant.title}
            >
              {variant.image ? (
                <ProductPicture src={variant.image} label={variant.title} width={56} height={72} />
              ) : (
                variant.title
              )}
            </Anchor>
          ))}
        </Group>
      </Stack>
    );
  },
  (before, after) => sameProduct(before.product, after.product),
);
