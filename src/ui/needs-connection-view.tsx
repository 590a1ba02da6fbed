import { Button } from '@mantine/core';
import { PageMeta } from './page-meta';
import { StatusView } from './status-view';

/**
 * What every back-office route shows when the device is offline or the API cannot be reached:
 * the back office is online-only and keeps no copy of its data on the device.
 */
export function NeedsConnectionView({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <PageMeta title="Admin" />
      <StatusView
        testId="needs-connection"
        title="The back office needs a connection"
        message="Check the network and try again. The back office keeps none of its data on this device."
        action={<Button onClick={onRetry}>Retry</Button>}
      />
    </>
  );
}
