import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '../../../contract/order';
import { lostParcelSchema, SHIPMENT_STATE_LABEL, type Shipment, shipmentMessages } from '../../../contract/shipments';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { InlineFailure } from '../../ui/form-parts';
import { formatDateTime } from '../shared/format-date';
import {
  cancelShipment,
  recordParcelBack,
  recordParcelLost,
  requestReturnToOrigin,
  shipmentLabelUrl,
} from './shipment-actions';

type Action = 'cancel' | 'rto' | 'back' | 'lost';

const QUESTIONS: Record<Action, { title: string; confirm: string; text: string }> = {
  cancel: {
    title: 'Cancel this shipment?',
    confirm: 'Cancel shipment',
    text: 'The courier booking is cancelled and its AWB stops working. The order stays packed; you can book it again.',
  },
  rto: {
    title: 'Bring the parcel back?',
    confirm: 'Ask for return to origin',
    text: 'The courier is asked to return the parcel to the workshop. Stock and any refund follow when it is back.',
  },
  back: {
    title: 'Parcel back at the workshop?',
    confirm: 'Parcel is back',
    text: 'The order becomes Returned: its items go back into stock and a paid order is refunded in full.',
  },
  lost: {
    title: 'Record the parcel as lost?',
    confirm: 'Record lost',
    text: 'The order is cancelled and a paid order refunded in full. Nothing goes back into stock.',
  },
};

const FAILED: Record<Action, string> = {
  cancel: shipmentMessages.cancelFailed,
  rto: shipmentMessages.rtoFailed,
  back: 'Failed to record the parcel',
  lost: 'Failed to record the parcel',
};

/**
 * The live shipment and what staff can do with it (docs/decisions/190): print its label, cancel
 * it before the courier collects it, ask for a parcel in transit back, and record how a returning
 * parcel ended. Each asks first and says what it does; the server's refusal is shown as it said it.
 */
export function ShipmentPanel({ order, live, onChanged }: { order: Order; live: Shipment; onChanged: () => void }) {
  const [asking, setAsking] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<Action | 'label' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnline();
  const fulfilment = order.fulfillmentStatus;
  const offers: Action[] = [
    ...(fulfilment === 'shipment_booked' ? (['cancel'] as const) : []),
    ...(fulfilment === 'shipped' || fulfilment === 'out_for_delivery' ? (['rto'] as const) : []),
    ...(fulfilment === 'rto_in_transit' ? (['back', 'lost'] as const) : []),
  ];

  async function run(action: Action) {
    setBusy(action);
    setFailure(null);
    try {
      if (action === 'cancel') await cancelShipment(order._id);
      if (action === 'rto') await requestReturnToOrigin(order._id);
      if (action === 'back') await recordParcelBack(order._id);
      if (action === 'lost') await recordParcelLost(order._id, { note });
      setAsking(null);
    } catch (error) {
      console.error(QUESTIONS[action].confirm, error);
      setFailure(getErrorMessage(error, FAILED[action]));
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  async function openLabel() {
    // Opened before the request so a tablet browser treats it as a user gesture, not a popup.
    const tab = window.open('', '_blank');
    setBusy('label');
    setFailure(null);
    try {
      const url = await shipmentLabelUrl(order._id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
    } catch (error) {
      tab?.close();
      console.error(shipmentMessages.labelFailed, error);
      setFailure(getErrorMessage(error, shipmentMessages.labelFailed));
    } finally {
      setBusy(null);
    }
  }

  const question = asking ? QUESTIONS[asking] : null;
  const noteProblem = asking === 'lost' ? lostParcelSchema.safeParse({ note }).error?.issues[0]?.message : undefined;
  return (
    <Stack gap="xs">
      <Text data-testid="shiprocket-ids">
        ShipRocket order ID: <b>{live.shipRocketOrderId}</b> · Shipment ID: <b>{live.shipmentId}</b>
        {live.courierName ? <> · Courier: {live.courierName}</> : null}
      </Text>
      <Text data-testid="shipment-state">
        AWB <b>{live.awb ?? '—'}</b> · {SHIPMENT_STATE_LABEL[live.status]} · booked {formatDateTime(live.bookedAt)}
        {live.bookedBy ? ` by ${live.bookedBy}` : ''}
        {live.skippedPacking ? ' (before packing)' : ''}
      </Text>
      <Group gap="xs">
        {live.status === 'booked' || live.status === 'in_transit' ? (
          <Button variant="default" h={44} loading={busy === 'label'} disabled={!online} onClick={openLabel}>
            Print label
          </Button>
        ) : null}
        {offers.map((action) => (
          <Button
            key={action}
            h={44}
            color={action === 'back' ? undefined : 'red'}
            variant={action === 'back' ? 'filled' : 'light'}
            onClick={() => setAsking(action)}
          >
            {QUESTIONS[action].confirm}
          </Button>
        ))}
      </Group>
      <InlineFailure message={asking ? null : failure} />
      {question && asking ? (
        <Modal opened onClose={() => (busy ? undefined : setAsking(null))} title={question.title} centered>
          <Stack gap="md">
            <Text>{question.text}</Text>
            {asking === 'lost' ? (
              <Textarea
                label="What did the courier report?"
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                error={note ? noteProblem : undefined}
                autosize
                minRows={2}
              />
            ) : null}
            <InlineFailure message={failure} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" h={44} onClick={() => setAsking(null)} disabled={busy !== null}>
                Keep it
              </Button>
              <Button
                h={44}
                color="red"
                loading={busy === asking}
                disabled={Boolean(noteProblem) || !online}
                onClick={() => run(asking)}
              >
                {question.confirm}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
