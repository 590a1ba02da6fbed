import { Alert, Button, Group, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { paths } from '../../../contract/paths';
import { usePendingCount } from '../../sync/pending-count';
import { applyUpdate, useUpdateState } from '../update-store';

/**
 * Shown when a new version of the shop is installed and waiting. Hidden on /checkout (a reload
 * there would interrupt a payment); while bag changes are unsent the button is replaced by
 * 'Finish syncing your bag first' (docs/decisions/130-update-prompt-rules.md).
 */
export function UpdatePrompt() {
  const { waiting, applying } = useUpdateState();
  const { pathname } = useLocation();
  const pending = usePendingCount() ?? 0;
  if (!waiting || pathname.toLowerCase().startsWith(paths.checkout.to())) return null;
  return (
    <Alert role="status" radius={0} color="blue" variant="light" py={6} data-testid="update-prompt">
      <Group justify="center" gap="sm">
        <Text size="sm">A new version of the shop is ready</Text>
        {pending > 0 ? (
          <Text size="sm" fw={600}>
            Finish syncing your bag first
          </Text>
        ) : (
          <Button size="compact-sm" loading={applying} onClick={() => applyUpdate()}>
            Reload to update
          </Button>
        )}
      </Group>
    </Alert>
  );
}
