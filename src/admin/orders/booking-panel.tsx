import { Alert, Button, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { shippingMessages } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { pickCourier } from '../../../contract/shipments';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { InlineFailure } from '../../ui/form-parts';
import { useAdminQuery } from '../shared/use-admin-query';
import { courierLabel } from './courier-label';
import { shipmentBlocker } from './create-shiprocket-order';
import { getCourierList } from './get-order-couriers';
import { bookShipment } from './shipment-actions';

/**
 * Booking the forward shipment (docs/decisions/190): staff choose a courier from the order's
 * serviceable list (only COD couriers for a COD order, the server's own rule pre-selecting the
 * recommended or cheapest), and an order the packing desk has not packed is booked only when
 * staff tick that they skip the desk.
 */
export function BookingPanel({ order, onBooked }: { order: Order; onBooked: () => void }) {
  const blocker = shipmentBlocker(order);
  const cod = order.paymentMethod[0] === 'COD';
  const couriers = useAdminQuery(`couriers:${order._id}:${blocker ?? ''}`, (signal) =>
    blocker ? Promise.resolve(null) : getCourierList(order._id, signal),
  );
  const picked = couriers.data ? pickCourier(couriers.data, cod) : null;
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? (picked && 'courier' in picked ? String(picked.courier.courier_company_id) : null);
  const packed = order.fulfillmentStatus === 'packed';
  const [skipPacking, setSkipPacking] = useState(false);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);

  if (blocker)
    return (
      <Text c="dimmed" fz="sm" data-testid="shiprocket-blocked">
        {blocker}
      </Text>
    );

  async function book() {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await bookShipment(order._id, { courierId: Number(chosen), skipPacking: !packed && skipPacking });
    } catch (error) {
      console.error(shippingMessages.createFailed, error);
      setFailure(getErrorMessage(error, shippingMessages.createFailed));
    } finally {
      setBusy(false);
      // Booked or refused, the order is read again: another tablet may have booked it.
      onBooked();
    }
  }

  const list = couriers.data?.available_courier_companies.filter((courier) => !cod || courier.cod) ?? [];
  return (
    <Stack gap="sm">
      {couriers.loading ? <Text c="dimmed">Finding couriers for this address…</Text> : null}
      <InlineFailure
        message={couriers.error ? getErrorMessage(couriers.error, shippingMessages.couriersFailed) : null}
      />
      {couriers.data && list.length === 0 ? <Text c="red">No courier delivers to this address.</Text> : null}
      {list.length > 0 ? (
        <Radio.Group
          label={cod ? 'Courier (cash on delivery: only couriers that collect cash)' : 'Courier'}
          value={chosen}
          onChange={setChoice}
        >
          <Stack gap={6} mt={6}>
            {list.map((courier) => (
              <Radio
                key={courier.courier_company_id}
                value={String(courier.courier_company_id)}
                label={courierLabel(courier)}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {packed ? null : (
        <Alert color="orange" title="Not packed yet" data-testid="not-packed">
          The packing desk has not packed this order. Book now only if you pack it yourself: the order then skips the
          packing desk.
          <Checkbox
            mt="xs"
            label="Book before packing"
            checked={skipPacking}
            onChange={(event) => setSkipPacking(event.currentTarget.checked)}
          />
        </Alert>
      )}
      <Button
        h={44}
        loading={busy}
        disabled={!chosen || (!packed && !skipPacking) || !online}
        onClick={book}
        style={{ alignSelf: 'flex-start' }}
      >
        Create ShipRocket order
      </Button>
      <InlineFailure message={failure} />
    </Stack>
  );
}
