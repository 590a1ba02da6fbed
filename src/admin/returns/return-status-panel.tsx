import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  pickupBlocker,
  refundBlocker,
  returnFacts,
  returnLifecycleMessages,
  returnTargets,
} from '../../../contract/return-lifecycle';
import type { AdminReturn } from '../../../contract/returns';
import { returnMessages } from '../../../contract/returns';
import { RETURN_STATUS_PAIRS } from '../../../contract/statuses';
import { TitledCard } from '../../ui/titled-card';
import { ConfirmDialog } from './confirm-dialog';
import { RefundDialog } from './refund-dialog';
import { requestReturnPickup } from './request-return-pickup';
import { failureNotice, type ReturnNotice } from './return-notice';
import { updateReturnStatus } from './update-return-status';

const pairLabel = (pair: (typeof RETURN_STATUS_PAIRS)[number]) => `${pair.returnStatus} / ${pair.orderStatus}`;

/**
 * Status Management (spec 001 s2, s4), held to the return's lifecycle (docs/decisions/141):
 * the selector offers only the moves RETURN_TRANSITIONS allows, Request Pickup and Process
 * Refund appear only when the server would take them, and each asks first, saying what will
 * happen. Every outcome is reported through `onNotice` and the return is re-read.
 */
export function ReturnStatusPanel({
  item,
  onChanged,
  onNotice,
}: {
  item: AdminReturn;
  onChanged: () => void;
  onNotice: (notice: ReturnNotice) => void;
}) {
  const facts = returnFacts(item);
  const refundPending = facts.refundState === 'pending';
  const pairs = refundPending
    ? []
    : RETURN_STATUS_PAIRS.filter((pair) => returnTargets(item.status).includes(pair.returnStatus));
  const [choice, setChoice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'status' | 'pickup' | 'refund' | null>(null);
  const pair = pairs.find((entry) => entry.returnStatus === choice);
  const canPickup = pickupBlocker(facts) === null;
  const canRefund = refundBlocker(facts) === null;

  function finish(notice: ReturnNotice) {
    setDialog(null);
    onNotice(notice);
    onChanged();
  }

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    try {
      await action();
      finish({ color: 'green', message: done });
    } catch (error) {
      console.error(failed, error);
      finish(failureNotice(error, failed));
    }
  }

  return (
    <TitledCard title="Status Management">
      <Stack gap="sm">
        {pairs.length > 0 ? (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Return / order status"
              placeholder="Choose the next status"
              data={pairs.map((entry) => ({ value: entry.returnStatus, label: pairLabel(entry) }))}
              value={choice}
              onChange={setChoice}
              allowDeselect={false}
              size="md"
              miw={260}
              flex={1}
            />
            <Button h={42} disabled={!pair} onClick={() => setDialog('status')}>
              Update
            </Button>
          </Group>
        ) : (
          <Text c="dimmed" fz="sm" data-testid="return-final">
            {item.status === 'Refunded'
              ? returnLifecycleMessages.refundedIsFinal
              : refundPending
                ? returnLifecycleMessages.refundPending
                : 'Process the refund to close this return.'}
          </Text>
        )}
        {canPickup || canRefund ? (
          <Group gap="sm" wrap="wrap">
            {canPickup ? (
              <Button variant="outline" h={44} onClick={() => setDialog('pickup')}>
                Request Pickup
              </Button>
            ) : null}
            {canRefund ? (
              <Button variant="outline" color="grape" h={44} onClick={() => setDialog('refund')}>
                Process Refund
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {dialog === 'status' && pair ? (
        <ConfirmDialog
          title="Change the return's status"
          confirmLabel={`Set ${pair.returnStatus}`}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            run(
              () => updateReturnStatus(item._id, pair),
              `Return set to ${pair.returnStatus}`,
              'Failed to update return status:',
            )
          }
        >
          <Text>
            Set the return to <b>{pair.returnStatus}</b> and the order to <b>{pair.orderStatus}</b>?
          </Text>
          <Text c="dimmed" fz="sm">
            The customer is e-mailed about the change.
          </Text>
        </ConfirmDialog>
      ) : null}
      {dialog === 'pickup' ? (
        <ConfirmDialog
          title="Request pickup"
          confirmLabel="Book the pickup"
          onClose={() => setDialog(null)}
          onConfirm={() =>
            run(() => requestReturnPickup(item._id), returnMessages.pickupRequested, 'Failed to request pickup:')
          }
        >
          <Text>Book a courier to collect the item from the customer's address?</Text>
          <Text c="dimmed" fz="sm">
            The return becomes Picked Up and the customer is e-mailed.
          </Text>
        </ConfirmDialog>
      ) : null}
      {dialog === 'refund' ? <RefundDialog item={item} onClose={() => setDialog(null)} onDone={finish} /> : null}
    </TitledCard>
  );
}
