import { Alert, Button, type MantineSpacing, Stack, Text } from '@mantine/core';
import { isNoConnection } from '../../lib/connection-messages';
import { getErrorMessage } from '../../lib/get-error-message';

/** Why a read failed, in words for staff: a read sends nothing, so "not sent" would be wrong. */
export function loadFailureText(error: unknown): string {
  if (isNoConnection(error)) return 'The shop could not be reached. Check the connection and retry.';
  return getErrorMessage(error);
}

/**
 * A list or page that could not be read says so, with Retry (docs/decisions/182): never an empty
 * list, which would read as "nothing to do". `stale`: an earlier read is still on screen.
 */
export function LoadFailure({
  what,
  error,
  onRetry,
  loading = false,
  stale = false,
  mt,
}: {
  /** e.g. "orders", "order", "dashboard". */
  what: string;
  error: unknown;
  onRetry: () => void;
  loading?: boolean;
  stale?: boolean;
  mt?: MantineSpacing;
}) {
  return (
    <Alert
      color={stale ? 'yellow' : 'red'}
      variant="light"
      role="alert"
      title={stale ? `The ${what} could not be refreshed` : `The ${what} could not be loaded`}
      data-testid="load-failure"
      mt={mt}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          {loadFailureText(error)}
          {stale ? ' What is shown may be out of date.' : ''}
        </Text>
        <Button variant="default" h={44} onClick={onRetry} loading={loading}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
