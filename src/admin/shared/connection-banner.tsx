import { Group, Text } from '@mantine/core';
import { ADMIN_OFFLINE_BANNER, ADMIN_OFFLINE_NOTE } from '../../lib/connection-messages';
import { useOnline } from '../../lib/use-online';

export const BANNER_HEIGHT = 40;

/**
 * The back office's connection banner, one line high so the layout can make room for it. The
 * page under it stays as it is: nothing staff typed is dropped, and what needs the server is off.
 */
export function ConnectionBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Group
      role="status"
      data-testid="admin-offline-banner"
      h={BANNER_HEIGHT}
      px="sm"
      justify="center"
      bg="orange.8"
      c="white"
      wrap="nowrap"
    >
      <Text fw={600} fz="sm" lineClamp={1}>
        {ADMIN_OFFLINE_BANNER}
      </Text>
    </Group>
  );
}

/** The reason a dialog's send button is off: shown there, since the dialog hides the banner. */
export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <Text c="orange.9" fz="sm" fw={600} role="status" data-testid="admin-offline-note">
      {ADMIN_OFFLINE_NOTE}
    </Text>
  );
}
