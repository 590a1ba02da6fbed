import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { PackingOrder } from '../../../contract/admin-orders';
import { ORDER_NUMBER_CHARS_ADMIN } from '../../../contract/constants';
import { getErrorMessage } from '../../lib/get-error-message';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDate } from '../shared/format-date';
import { shortId } from '../shared/short-id';
import { allConfirmed, type Confirmed, confirmByHand, confirmCode, packingLines } from './article-code';
import { usePackingQueue } from './get-packing-queue';
import { markPacked } from './mark-packed';
import classes from './packing.module.css';
import { PackingItemCard } from './packing-item-card';
import { PackingSlip } from './packing-slip';
import { ScanButton } from './scan-button';

/**
 * /admin/packing (our addition): one order at a time, oldest first. Each unit is confirmed by
 * typing or scanning its article code before 'Packed' is enabled (docs/decisions/100).
 */
export function PackingPage() {
  const [round, setRound] = useState(0);
  const queue = usePackingQueue(round);
  // undefined: follow the queue's head; an order or null: what the last 'Packed' answered.
  const [picked, setPicked] = useState<PackingOrder | null | undefined>(undefined);
  const order = picked === undefined ? (queue.data?.[0] ?? null) : picked;
  const waiting = queue.data?.length ?? 0;

  return (
    <Stack gap="md">
      <AdminPageMeta title="Packing" />
      <Group justify="space-between" className={classes.screen}>
        <Title order={1} fz={28}>
          Packing desk
        </Title>
        <Badge size="xl" variant="light">
          {queue.loading ? 'Loading…' : `${waiting} waiting`}
        </Badge>
      </Group>
      {queue.error ? (
        <Alert color="red" className={classes.screen} role="alert">
          The packing queue could not be loaded: {getErrorMessage(queue.error)}
        </Alert>
      ) : null}
      {!queue.loading && !order ? (
        <Stack className={classes.screen} align="flex-start">
          <Text fz="xl">Nothing to pack. All caught up!</Text>
          <Button
            size="lg"
            h={56}
            variant="default"
            onClick={() => {
              setPicked(undefined);
              setRound((n) => n + 1);
            }}
          >
            Check again
          </Button>
        </Stack>
      ) : null}
      {order ? (
        <PackingOrderView
          key={order._id}
          order={order}
          onPacked={(next) => {
            setPicked(next);
            setRound((n) => n + 1);
          }}
        />
      ) : null}
    </Stack>
  );
}

function PackingOrderView({ order, onPacked }: { order: PackingOrder; onPacked: (next: PackingOrder | null) => void }) {
  const lines = packingLines(order);
  const [confirmed, setConfirmed] = useState<Confirmed>({});
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const complete = allConfirmed(lines, confirmed);

  function confirm(input: string) {
    if (!input.trim()) return;
    const result = confirmCode(lines, confirmed, input);
    setConfirmed(result.confirmed);
    const line = lines.find((item) => 'lineId' in result.outcome && item._id === result.outcome.lineId);
    if (result.outcome.kind === 'matched')
      setFeedback({ ok: true, text: `${line?.title}: ${result.outcome.count} of ${result.outcome.quantity}` });
    else if (result.outcome.kind === 'already-complete')
      setFeedback({ ok: false, text: `${line?.title} is already complete — too many scanned?` });
    else setFeedback({ ok: false, text: `${input.trim()} is not in this order` });
    setCode('');
  }

  async function packed() {
    setSaving(true);
    try {
      const answer = await markPacked(order._id);
      notifications.show({ color: 'green', message: `Order #${shortId(order._id, ORDER_NUMBER_CHARS_ADMIN)} packed` });
      onPacked(answer.next);
    } catch (error) {
      console.error('Marking packed failed:', error);
      setFeedback({ ok: false, text: getErrorMessage(error, 'Could not mark the order packed. Try again.') });
      setSaving(false);
    }
  }

  const address = order.address[0];
  return (
    <>
      <Stack gap="md" className={classes.screen}>
        <div>
          <Title order={2} fz={32}>
            Order #{shortId(order._id, ORDER_NUMBER_CHARS_ADMIN)}
          </Title>
          <Text c="dimmed">
            {formatDate(order.createdAt)} · {order.paymentMethod[0] ?? ''} · {address?.fullName ?? ''}
            {address?.city ? `, ${address.city}` : ''}
          </Text>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm(code);
          }}
        >
          <Group align="end" gap="sm">
            <TextInput
              label="Article code"
              description="Type or scan the code on each item, then press Enter"
              size="xl"
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 240 }}
            />
            <Button type="submit" size="xl" h={64} disabled={!code.trim()}>
              Confirm
            </Button>
            <ScanButton onCode={confirm} />
          </Group>
        </form>
        <Text
          role="status"
          aria-live="polite"
          fz="lg"
          fw={600}
          c={feedback ? (feedback.ok ? 'green' : 'red') : undefined}
          mih={28}
        >
          {feedback?.text ?? ''}
        </Text>
        <Stack gap="sm">
          {lines.map((line) => (
            <PackingItemCard
              key={line._id}
              line={line}
              count={confirmed[line._id] ?? 0}
              onConfirmByHand={() => setConfirmed(confirmByHand(lines, confirmed, line._id))}
            />
          ))}
        </Stack>
        <Group gap="md">
          <Button size="xl" h={64} variant="default" onClick={() => window.print()}>
            Print packing slip
          </Button>
          <Button size="xl" h={64} color="green" disabled={!complete} loading={saving} onClick={packed}>
            Packed
          </Button>
          {!complete ? <Text c="dimmed">Confirm every item to enable Packed.</Text> : null}
        </Group>
      </Stack>
      <PackingSlip order={order} />
    </>
  );
}
