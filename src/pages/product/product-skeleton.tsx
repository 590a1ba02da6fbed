import { Chip, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { memo } from 'react';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/**
 * The product page while loading: image placeholders, colour swatches, sizes and related items.
 * It takes nothing, so it is drawn once while the page waits, not again at each change of the
 * refresh's phase (docs/decisions/332).
 */
export const ProductSkeleton = memo(function ProductSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading product">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton style={{ aspectRatio: '3 / 4' }} h="auto" radius="md" />
          <Group gap="xs" mt="sm">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} w={64} h={84} radius="sm" />
            ))}
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Skeleton h={28} w="80%" />
            <Skeleton h={22} w="30%" />
            <Group gap="xs">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} w={24} h={24} circle />
              ))}
            </Group>
            <Group gap="xs" aria-hidden>
              {SIZES.map((size) => (
                <Chip key={size} checked={false} disabled>
                  {size}
                </Chip>
              ))}
            </Group>
            <Skeleton h={50} />
            <Skeleton h={120} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Text fw={700}>Others also bought</Text>
      <Group gap="sm" wrap="nowrap" style={{ overflow: 'hidden' }}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} w={148} h={200} radius="md" style={{ flex: '0 0 auto' }} />
        ))}
      </Group>
    </Stack>
  );
});
