import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { shippingMessages } from '../../../contract/admin-orders';
import { formatRupees } from '../../../contract/money';
import type { Order } from '../../../contract/order';
import type { Courier } from '../../../contract/shipments';
import { getErrorMessage } from '../../lib/get-error-message';
import { TableHead } from '../../ui/table-head';
import { BookingPanel } from './booking-panel';
import { createShiprocketInvoice } from './create-shiprocket-invoice';
import { getOrderCouriers } from './get-order-couriers';
import { getTrackingInfo, type TrackingInfo } from './get-tracking-info';
import { ShipmentPanel } from './shipment-panel';

type Step<T> = { busy: boolean; failure: string | null; result: T | null };
const idle = <T,>(): Step<T> => ({ busy: false, failure: null, result: null });

/**
 * Runs one aggregator call, keeping its own busy flag, failure text and result. The failure is
 * the server's own message when it sent one (a 409 says why the order cannot be booked), else
 * the spec's wording.
 */
function useStep<T>() {
  const [step, setStep] = useState<Step<T>>(idle);
  async function run(call: () => Promise<T>, failureText: string) {
    setStep({ busy: true, failure: null, result: null });
    try {
      const result = await call();
      setStep({ busy: false, failure: null, result });
      return result;
    } catch (error) {
      console.error(failureText, error);
      setStep({ busy: false, failure: getErrorMessage(error, failureText), result: null });
      return null;
    }
  }
  return [step, run] as const;
}

/**
 * The ShipRocket dialog: the shipment (book with a chosen courier, or the live one's label,
 * cancellation and return to origin), couriers, tracking and the aggregator's invoice.
 */
export function ShiprocketDialog({
  order,
  opened,
  onClose,
  onChanged,
}: {
  order: Order;
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [couriers, loadCouriers] = useStep<Courier[]>();
  const [tracking, loadTracking] = useStep<TrackingInfo>();
  const [invoice, loadInvoice] = useStep<string>();
  const shipments = order.shipments ?? [];
  const live = shipments.findLast((shipment) => shipment.status !== 'cancelled');
  const earlier = shipments.filter((shipment) => shipment !== live);
  const shipRocketOrderId = live?.shipRocketOrderId ?? order.shipRocketOrderId;
  const trackingId = order.tracking && order.tracking !== 'NA' ? order.tracking : null;

  async function openInvoice() {
    // Opened before the request so a tablet browser treats it as a user gesture, not a popup.
    const tab = window.open('', '_blank');
    const url = await loadInvoice(() => createShiprocketInvoice(order._id), 'Failed to get the ShipRocket invoice');
    if (url && tab) {
      tab.opener = null;
      tab.location.href = url;
    } else tab?.close();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="ShipRocket" size="xl">
      <Stack gap="lg">
        <section>
          <Title order={3} fz="lg" mb="xs">
            Shipment
          </Title>
          {live ? (
            <ShipmentPanel order={order} live={live} onChanged={onChanged} />
          ) : (
            <BookingPanel order={order} onBooked={onChanged} />
          )}
          {earlier.length > 0 ? (
            <Text c="dimmed" fz="sm" mt="xs" data-testid="earlier-shipments">
              Earlier:{' '}
              {earlier
                .map((shipment) => `${shipment.courierName ?? 'courier'} AWB ${shipment.awb ?? '—'} (cancelled)`)
                .join('; ')}
            </Text>
          ) : null}
        </section>

        <section>
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="lg">
              Couriers
            </Title>
            <Button
              variant="default"
              h={44}
              loading={couriers.busy}
              onClick={() => loadCouriers(() => getOrderCouriers(order._id), shippingMessages.couriersFailed)}
            >
              Show couriers
            </Button>
          </Group>
          {couriers.result ? <CourierTable couriers={couriers.result} /> : null}
          <Failure text={couriers.failure} />
        </section>

        <section>
          <Group justify="space-between" mb="xs">
            <Title order={3} fz="lg">
              Tracking {trackingId ? `(${trackingId})` : ''}
            </Title>
            <Button
              variant="default"
              h={44}
              disabled={!trackingId}
              loading={tracking.busy}
              onClick={() =>
                trackingId && loadTracking(() => getTrackingInfo(trackingId), shippingMessages.trackingFailed)
              }
            >
              Fetch tracking
            </Button>
          </Group>
          {!trackingId ? <Text c="dimmed">No tracking number on this order yet.</Text> : null}
          {tracking.result ? <TrackingView info={tracking.result} /> : null}
          <Failure text={tracking.failure} />
        </section>

        <section>
          <Title order={3} fz="lg" mb="xs">
            Aggregator invoice
          </Title>
          <Button variant="default" h={44} loading={invoice.busy} disabled={!shipRocketOrderId} onClick={openInvoice}>
            Open ShipRocket invoice
          </Button>
          <Failure text={invoice.failure} />
        </section>
      </Stack>
    </Modal>
  );
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text c="red" mt={4} role="alert">
      {text}
    </Text>
  ) : null;
}

function CourierTable({ couriers }: { couriers: Courier[] }) {
  if (couriers.length === 0) return <Text c="dimmed">No couriers available.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <TableHead columns={['Courier', 'Rate', 'ETD', 'Days', 'COD', 'Rating']} />
        <Table.Tbody>
          {couriers.map((courier) => (
            <Table.Tr key={String(courier.courier_company_id)}>
              <Table.Td>{courier.courier_name}</Table.Td>
              <Table.Td>
                {courier.rate === undefined || courier.rate === null ? '—' : formatRupees(Number(courier.rate))}
              </Table.Td>
              <Table.Td>{courier.etd ?? '—'}</Table.Td>
              <Table.Td>{courier.estimated_delivery_days ?? '—'}</Table.Td>
              <Table.Td>{courier.cod ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{courier.rating ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TrackingView({ info }: { info: TrackingInfo }) {
  return (
    <Stack gap={4}>
      {info.currentStatus ? <Text fw={600}>Current status: {info.currentStatus}</Text> : null}
      {info.activities.length === 0 ? <Text c="dimmed">{info.note ?? 'No tracking activity yet.'}</Text> : null}
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {info.activities.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once as received; it is never reordered or edited.
          <li key={`${entry.date}-${index}`}>
            <Text fz="sm">
              <b>{entry.date}</b> — {entry.activity}
              {entry.location ? ` (${entry.location})` : ''}
            </Text>
          </li>
        ))}
      </ol>
    </Stack>
  );
}
