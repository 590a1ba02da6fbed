import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card with a section heading: the blocks of the order pages, shopper's and staff's. */
export function TitledCard({
  title,
  titleGap = 'sm',
  children,
}: {
  title: ReactNode;
  titleGap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb={titleGap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
