import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { PACKING_NOTE_MAX, type PackingClaim, skipPackingSchema } from '../../../contract/packing';
import { ApiError } from '../../api/api-error';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { OfflineNote } from '../shared/connection-banner';
import { skipPacking } from './skip-packing';

/**
 * "Skip / item missing": asks what is wrong, then sets the order aside at the back of the
 * queue with that note (shown to whoever packs it next). The note is checked with the
 * contract's schema before sending; the server checks it again.
 */
export function SkipDialog({
  orderId,
  onClose,
  onSkipped,
}: {
  orderId: string;
  onClose: () => void;
  onSkipped: (next: PackingClaim, note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const online = useOnline();

  async function submit() {
    const parsed = skipPackingSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSkipped(await skipPacking(orderId, parsed.data), parsed.data.note);
    } catch (failure) {
      setSaving(false);
      const field = failure instanceof ApiError ? failure.fieldErrors.note : undefined;
      setError(field ?? getErrorMessage(failure, 'The order could not be skipped. Try again.'));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Skip / item missing" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text>The order goes to the back of the queue. Your note is shown to whoever packs it next.</Text>
          <Textarea
            label="What is missing or wrong?"
            placeholder="e.g. Blue tote JX-TOTE-004 not on the shelf"
            size="lg"
            autosize
            minRows={2}
            maxLength={PACKING_NOTE_MAX}
            data-autofocus
            value={note}
            error={error}
            description={`${note.trim().length} / ${PACKING_NOTE_MAX}`}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <OfflineNote />
          <Group justify="flex-end" gap="md">
            <Button size="lg" h={52} variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button size="lg" h={52} color="orange" type="submit" loading={saving} disabled={!online}>
              Skip this order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
