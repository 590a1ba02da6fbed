import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** Asks before a change that mails the customer or books a courier; says what will happen. */
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button h={44} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
