import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminReturn } from '../../../contract/admin-returns';
import {
  pickupBlocker,
  receiveBlocker,
  refundBlocker,
  returnFacts,
  returnLifecycleMessages,
  returnTargets,
} from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import { RETURN_STATUS_PAIRS } from '../../../contract/statuses';
import { TitledCard } from '../../ui/titled-card';
import { ConfirmDialog } from './confirm-dialog';
import { InspectionDialog } from './inspection-dialog';
import { RefundDialog } from './refund-dialog';
import { requestReturnPickup } from './request-return-pickup';
import { failureNotice, type ReturnNotice } from './return-notice';
import { updateReturnStatus } from './update-return-status';

const pairLabel = (pair: (typeof RETURN_STATUS_PAIRS)[number]) => `${pair.returnStatus} / ${pair.orderStatus}`;

/**
 * Status Management (spec 001 s2, s4), held to the return's lifecycle (docs/decisions/141, 186):
 * the selector offers only Approved and Rejected, where the lifecycle allows them; Request
 * Pickup and Mark received appear when the server would take them; Process Refund is enabled
 * once the goods are received, and before that only the override (with a reason) is offered.
 * Each asks first, saying what will happen. Every outcome is reported through `onNotice` and
 * the return is re-read.
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
  const [dialog, setDialog] = useState<'status' | 'pickup' | 'receive' | 'refund' | 'override' | null>(null);
  const pair = pairs.find((entry) => entry.returnStatus === choice);
  const canPickup = pickupBlocker(facts) === null;
  const canReceive = receiveBlocker(facts) === null;
  const canRefund = refundBlocker(facts) === null;
  const canOverride = !canRefund && refundBlocker(facts, true) === null;
  const refundHint = canOverride ? returnLifecycleMessages.notReceived : null;

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
                : nextStepText(item.status)}
          </Text>
        )}
        {canPickup || canReceive || canRefund || canOverride ? (
          <Group gap="sm" wrap="wrap">
            {canPickup ? (
              <Button variant="outline" h={44} onClick={() => setDialog('pickup')}>
                Request Pickup
              </Button>
            ) : null}
            {canReceive ? (
              <Button variant="outline" color="teal" h={44} onClick={() => setDialog('receive')}>
                Mark received
              </Button>
            ) : null}
            {canRefund || canOverride ? (
              <Button
                variant="outline"
                color="grape"
                h={44}
                disabled={!canRefund}
                onClick={() => setDialog('refund')}
                title={refundHint ?? undefined}
              >
                Process Refund
              </Button>
            ) : null}
          </Group>
        ) : null}
        {canOverride ? (
          <Stack gap={4} align="flex-start">
            <Text c="dimmed" fz="sm" data-testid="refund-hint">
              {refundHint}
            </Text>
            <Button variant="subtle" color="orange" size="compact-sm" onClick={() => setDialog('override')}>
              Override: refund before the goods are back
            </Button>
          </Stack>
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
            The return becomes Pickup Booked with its own tracking number and the customer is e-mailed that a courier
            will collect it. It becomes Picked Up when the courier scans the parcel.
          </Text>
        </ConfirmDialog>
      ) : null}
      {dialog === 'receive' ? <InspectionDialog item={item} onClose={() => setDialog(null)} onDone={finish} /> : null}
      {dialog === 'refund' || dialog === 'override' ? (
        <RefundDialog item={item} override={dialog === 'override'} onClose={() => setDialog(null)} onDone={finish} />
      ) : null}
    </TitledCard>
  );
}

/** What happens next when staff have nothing to choose in the selector. */
function nextStepText(status: string): string {
  switch (status) {
    case 'Pickup Booked':
      return 'Waiting for the courier to collect the parcel; its scan moves the return to Picked Up.';
    case 'Picked Up':
      return 'On its way to the workshop: mark it received when it arrives.';
    case 'Received':
      return 'Received and inspected: process the refund to close this return.';
    default:
      return 'Process the refund to close this return.';
  }
}
