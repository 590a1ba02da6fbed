import { Alert, Button, Group, Text } from '@mantine/core';
import { applyUpdate } from '../update-store';

/** What UpdatePrompt shows; its own chunk, loaded only when a new version is waiting (docs/decisions/266). */
export function UpdateNotice({ pending, applying }: { pending: number; applying: boolean }) {
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
