import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AdminReturn } from '../../../contract/admin-returns';
import {
  inspectionMessages,
  RETURN_UNIT_OUTCOME_LABEL,
  RETURN_UNIT_OUTCOMES,
  type ReturnUnitOutcome,
  receiveReturnSchema,
  returnLifecycleMessages,
} from '../../../contract/return-lifecycle';
import { receiveReturn } from './receive-return';
import { failureNotice, type ReturnNotice } from './return-notice';

type Unit = { position: number; outcome: ReturnUnitOutcome | null; note: string };

const OUTCOME_OPTIONS = RETURN_UNIT_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: outcome === 'restock' ? 'Restock' : RETURN_UNIT_OUTCOME_LABEL[outcome],
}));

/**
 * Mark received (docs/decisions/188): the goods are at the workshop and staff say, unit by unit,
 * whether it goes back in stock or is damaged (with a note). Nothing is sent until every unit
 * has an outcome and every damaged one a note; the server checks the same rules.
 */
export function InspectionDialog({
  item,
  onClose,
  onDone,
}: {
  item: AdminReturn;
  onClose: () => void;
  onDone: (notice: ReturnNotice) => void;
}) {
  const [units, setUnits] = useState<Unit[]>(() =>
    Array.from({ length: item.quantity }, (_, position) => ({ position, outcome: null, note: '' })),
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (index: number, patch: Partial<Unit>) =>
    setUnits((all) => all.map((unit) => (unit.position === index ? { ...unit, ...patch } : unit)));
  const ready = units.every((unit) => unit.outcome && (unit.outcome !== 'damaged' || unit.note.trim()));

  async function confirm() {
    setTried(true);
    const parsed = receiveReturnSchema.safeParse({ units: units.map(({ outcome, note }) => ({ outcome, note })) });
    if (!ready || !parsed.success) return;
    setBusy(true);
    try {
      await receiveReturn(item._id, parsed.data);
      onDone({ color: 'green', message: returnLifecycleMessages.received });
    } catch (error) {
      console.error('Failed to mark the return received:', error);
      onDone(failureNotice(error, 'Failed to mark the return received'));
    }
  }

  return (
    <Modal opened onClose={busy ? () => {} : onClose} title="Mark received" centered size="lg">
      <Stack gap="md">
        <Text>
          The goods are at the workshop. Inspect each unit of <b>{item.productId?.title ?? 'the item'}</b>: units in
          good condition go back in stock; damaged ones stay out, with a note.
        </Text>
        {units.map((unit) => (
          <Stack key={unit.position} gap={6} data-testid="inspection-unit">
            <Text fw={600} fz="sm">
              Unit {unit.position + 1} of {units.length}
            </Text>
            <SegmentedControl
              aria-label={`Unit ${unit.position + 1}`}
              data={OUTCOME_OPTIONS}
              value={unit.outcome ?? ''}
              onChange={(value) => set(unit.position, { outcome: value as ReturnUnitOutcome })}
              fullWidth
              size="md"
            />
            {tried && !unit.outcome ? (
              <Text c="red" fz="sm">
                {inspectionMessages.outcome}
              </Text>
            ) : null}
            {unit.outcome === 'damaged' ? (
              <TextInput
                label={`Damage on unit ${unit.position + 1}`}
                placeholder="e.g. torn handle"
                value={unit.note}
                onChange={(event) => set(unit.position, { note: event.currentTarget.value })}
                error={tried && !unit.note.trim() ? inspectionMessages.damageNote : undefined}
                maxLength={200}
                size="md"
              />
            ) : null}
          </Stack>
        ))}
        <Text c="dimmed" fz="sm">
          The customer is e-mailed that the return has arrived. Restocking happens once and cannot be undone here.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="teal" h={44} onClick={confirm} loading={busy}>
            Mark received
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
