import { Group, Stack, Text } from '@mantine/core';
import { formatPaise, formatRupees, paiseFromRupees } from '../../../contract/money';
import type { CartRow } from '../../data/rows';
import { ProductPicture } from '../../ui/product-picture';

/** What the shopper is about to order, in the checkout's summary: picture, name, units and price. */
export function CheckoutItems({ lines }: { lines: readonly CartRow[] }) {
  return (
    <Stack
      gap={8}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Items"
      data-testid="checkout-items"
    >
      {lines.map((line) => (
        <Group key={line.productId} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <ProductPicture src={line.image} label={line.title} width={40} height={50} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} lineClamp={2}>
              {line.title}
            </Text>
            <Text size="sm" c="dimmed">
              {line.quantity} × {formatRupees(line.price)}
            </Text>
          </Stack>
          <Text size="sm" fw={600}>
            {formatPaise(paiseFromRupees(line.price) * line.quantity)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
