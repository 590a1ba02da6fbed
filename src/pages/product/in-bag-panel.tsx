import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import type { CartRow } from '../../data/rows';
import { changeQuantity } from '../../domains/bag/change-bag-line';
import { quantityOptions } from '../../domains/bag/quantity-options';
import { WaitingChange } from '../../domains/bag/waiting-change';
import { QuantitySelect } from '../../ui/quantity-select';

/**
 * The product page when the product is already in the shopper's bag (read from the bag on the
 * device): it says so, lets the quantity be changed here (1..min(inventory, 5), through the same
 * outbox as the bag page) and leads to the bag. A line the shop has not confirmed yet says it is
 * saved on this device and why it is still waiting, so it never reads as failed.
 */
export function InBagPanel({
  product,
  line,
  children,
}: {
  product: MirroredProduct;
  line: CartRow;
  children?: ReactNode;
}) {
  const options = quantityOptions(product.inventory);
  const values = options.includes(line.quantity) ? options : [...options, line.quantity];
  return (
    <Stack gap="sm" data-testid="in-bag">
      <Text fw={700} c="leaf.8" role="status" data-testid="in-bag-label">
        ✓ In your bag
      </Text>
      <QuantitySelect
        ariaLabel="Quantity in your bag"
        values={values}
        value={line.quantity}
        onChange={(quantity) => {
          if (quantity !== line.quantity) void changeQuantity(line, quantity);
        }}
        width={120}
      />
      {line.pending ? <WaitingChange line={line} testId="in-bag-pending" /> : null}
      {children}
      <Button fullWidth size="lg" component={Link} to={paths.cart.to()}>
        GO TO CART
      </Button>
    </Stack>
  );
}
