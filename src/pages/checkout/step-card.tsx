import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One checkout step: open (its form), done (a one-line summary) or waiting (title only). */
export function StepCard({
  number,
  title,
  state,
  summary,
  children,
}: {
  number: number;
  title: string;
  state: 'open' | 'done' | 'waiting';
  summary?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={`checkout-step-${number}`} data-state={state}>
      <Stack gap="sm">
        <Title order={2} fz="lg" c={state === 'waiting' ? 'dimmed' : undefined}>
          {number}. {title}
        </Title>
        {state === 'done' ? <Text size="sm">{summary}</Text> : null}
        {state === 'open' ? children : null}
      </Stack>
    </Paper>
  );
}
