import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import equal from 'fast-deep-equal/es6';
import { memo } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../../contract/money';
import { paths } from '../../../contract/paths';
import { quantityOptions } from '../../../contract/quantity-options';
import type { CartRow } from '../../data/rows';
import { changeQuantity } from '../../domains/bag/change-bag-line';
import { WaitingChange } from '../../domains/bag/waiting-change';
import { ProductPicture } from '../../ui/product-picture';
import { QuantitySelect } from '../../ui/quantity-select';
import { removeWithUndo } from './remove-with-undo';

/**
 * One bag line: image, title (to the product), price, quantity 1..min(inventory, 5), remove.
 * Drawn again only when the line reads differently: the bag is read again from the device at
 * each change and each answer of the shop, a new row with the same fields (docs/decisions/333).
 */
export const CartLineItem = memo(
  function CartLineItem({ line }: { line: CartRow }) {
    const options = quantityOptions(line.inventory);
    const values = options.includes(line.quantity) ? options : [...options, line.quantity];
    return (
      <Paper withBorder p="sm" radius="md" data-testid="cart-line">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ProductPicture src={line.image} label={line.title} width={88} height={110} />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Anchor component={Link} to={paths.product.to(line.productId || line.slug)} fw={600} c="dark">
              {line.title}
            </Anchor>
            <Text fw={700}>{formatRupees(line.price)}</Text>
            {line.pending ? (
              <>
                <Badge variant="light" color="yellow" w="fit-content" data-testid="line-pending">
                  waiting to sync
                </Badge>
                <WaitingChange line={line} testId="line-pending-reason" withRemove={false} />
              </>
            ) : null}
            <Group gap="sm" align="flex-end">
              <QuantitySelect
                ariaLabel={`Quantity of ${line.title}`}
                values={values}
                value={line.quantity}
                onChange={(quantity) => {
                  if (quantity !== line.quantity) void changeQuantity(line, quantity);
                }}
                width={96}
              />
              <Button variant="subtle" color="clay.8" onClick={() => void removeWithUndo(line)}>
                Remove
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
    );
  },
  (before, after) => equal(before.line, after.line),
);
