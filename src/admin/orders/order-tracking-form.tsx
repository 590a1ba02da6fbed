import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Order } from '../../../contract/order';
import { SHIPMENT_BOOKABLE } from '../../../contract/order-lifecycle/status-graph';
import { trackingMessages } from '../../../contract/shipments';
import { orderStatusLabel } from '../../../contract/statuses';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { InlineFailure } from '../../ui/form-parts';
import { ADD_TRACKING_FAILED, addOrderTracking } from './add-order-tracking';

const IN_TRANSIT = new Set<string>(['Shipped', 'Out for Delivery']);

/**
 * Add/Update Tracking (docs/decisions/192). A booked shipment's AWB is shown, not edited: it
 * changes by cancelling the shipment and booking again. A parcel sent without a booking needs
 * its courier to be marked Shipped; replacing a number already given asks first, naming it.
 */
export function OrderTrackingForm({ order, onSaved }: { order: Order; onSaved: () => void }) {
  const current = order.tracking && order.tracking !== 'NA' ? order.tracking : '';
  const booked = (order.shipments ?? []).some((shipment) => shipment.status !== 'cancelled');
  const [value, setValue] = useState(current);
  const [courier, setCourier] = useState(order.courierName ?? '');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnline();
  const needsCourier = !IN_TRANSIT.has(order.status);

  if (!IN_TRANSIT.has(order.status) && !(SHIPMENT_BOOKABLE as readonly string[]).includes(order.status))
    return (
      <Stack gap={4}>
        <Text fw={600}>Tracking (AWB): {current || 'none'}</Text>
        <Text c="dimmed" fz="sm">
          A {orderStatusLabel(order.status).toLowerCase()} order's tracking no longer changes.
        </Text>
      </Stack>
    );
  if (booked && current)
    return (
      <Stack gap={4}>
        <Text fw={600}>Tracking (AWB): {current}</Text>
        <Text c="dimmed" fz="sm" data-testid="tracking-of-booking">
          This is the booked shipment's AWB. To change it, cancel the shipment in the ShipRocket dialog and book again.
        </Text>
      </Stack>
    );

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      await addOrderTracking(order._id, {
        tracking: value.trim(),
        ...(courier.trim() ? { courierName: courier.trim() } : {}),
        ...(current ? { replaces: current } : {}),
      });
      setConfirming(false);
      notifications.show({
        color: 'green',
        message: needsCourier ? 'Tracking saved; the order is Shipped' : 'Tracking updated',
      });
      onSaved();
    } catch (error) {
      console.error(ADD_TRACKING_FAILED, error);
      setFailure(getErrorMessage(error, ADD_TRACKING_FAILED));
    } finally {
      setSaving(false);
    }
  }

  function submit() {
    if (!value.trim()) return setFailure(messages.trackingRequired);
    if (needsCourier && !courier.trim()) return setFailure(trackingMessages.courierRequired);
    if (current && value.trim() !== current) return setConfirming(true);
    void save();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="Tracking (AWB)"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          size="md"
        />
        {needsCourier ? (
          <TextInput
            label="Courier"
            placeholder="The courier carrying the parcel"
            value={courier}
            onChange={(event) => setCourier(event.currentTarget.value)}
            size="md"
          />
        ) : null}
        <Button
          type="submit"
          size="md"
          h={44}
          loading={saving && !confirming}
          disabled={!value.trim() || !online}
          style={{ alignSelf: 'flex-start' }}
        >
          {current ? 'Update Tracking' : 'Add Tracking'}
        </Button>
      </Stack>
      <InlineFailure message={confirming ? null : failure} />
      {confirming ? (
        <Modal opened onClose={() => setConfirming(false)} title="Replace the tracking number?" centered>
          <Stack gap="md">
            <Text>
              The order's tracking number {current} is replaced by {value.trim()}. The shopper is not mailed again.
            </Text>
            <InlineFailure message={failure} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" h={44} onClick={() => setConfirming(false)} disabled={saving}>
                Keep {current}
              </Button>
              <Button h={44} loading={saving} disabled={!online} onClick={() => void save()}>
                Replace {current}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </form>
  );
}
