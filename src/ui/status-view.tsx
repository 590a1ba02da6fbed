import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../contract/paths';

/** The page title and heading of a view that failed for a reason the shopper cannot fix. */
export const FAILED_VIEW = { pageTitle: 'Something went wrong', title: 'Oops! Something went wrong.' } as const;

/** A centred message with an optional action: not-found and error views share it. */
export function StatusView({
  code,
  title,
  message,
  action,
  testId,
}: {
  testId?: string;
  code?: string;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py={64} px="md" data-testid={testId}>
      {code ? (
        <Text fz={64} fw={800} c="jute.8" lh={1} aria-hidden>
          {code}
        </Text>
      ) : null}
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {message ? (
        <Text c="dimmed" maw={520}>
          {message}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}

export function HomeButton({ label = 'Back to Home' }: { label?: string }) {
  return (
    <Button component={Link} to={paths.home.to()}>
      {label}
    </Button>
  );
}
