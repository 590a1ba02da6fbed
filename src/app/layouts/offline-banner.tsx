import { Alert } from '@mantine/core';
import { useOnline } from '../../lib/use-online';
import { usePendingCount } from '../../sync/pending-count';

/**
 * Shown on every storefront page while the device is offline or bag changes wait to be sent,
 * so a shopper knows what they see is what the device holds and nothing is lost.
 */
export function OfflineBanner() {
  const online = useOnline();
  const pending = usePendingCount() ?? 0;
  if (online && pending === 0) return null;
  const waiting = pending === 1 ? '1 change waiting to sync' : `${pending} changes waiting to sync`;
  return (
    <Alert
      role="status"
      radius={0}
      color={online ? 'yellow' : 'gray'}
      variant="filled"
      py={6}
      data-testid="offline-banner"
      styles={{ message: { textAlign: 'center' } }}
    >
      {online ? waiting : `You're offline: showing what this device has saved.${pending > 0 ? ` ${waiting}.` : ''}`}
    </Alert>
  );
}
