import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import { OfflineNote } from '../shared/connection-banner';

/**
 * Asks before a change that mails the customer or books a courier; says what will happen.
 * Offline, the dialog stays open and its confirm button waits for the connection (decision 180).
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  children,
  onConfirm,
  onClose,
}: {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <OfflineNote />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button h={44} onClick={confirm} loading={busy} disabled={!online}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
