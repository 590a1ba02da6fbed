import { Skeleton, Stack } from '@mantine/core';

export function ProductCardSkeleton() {
  return (
    <Stack gap={6} aria-hidden>
      <Skeleton style={{ aspectRatio: '3 / 4' }} h="auto" radius="md" />
      <Skeleton h={14} w="80%" />
      <Skeleton h={14} w="40%" />
    </Stack>
  );
}
