import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { orderNumber } from '../../../contract/order-number';
import { cashNote, type PackingClaim, type PackingOrder } from '../../../contract/packing';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { formatDate, formatDateTime } from '../shared/format-date';
import { allConfirmed, type Confirmed, confirmByHand, confirmCode, packingLines } from './article-code';
import { markPacked } from './mark-packed';
import classes from './packing.module.css';
import { PackingActionBar } from './packing-action-bar';
import { PackingItemCard } from './packing-item-card';
import { PackingSlip } from './packing-slip';
import { ScanButton } from './scan-button';
import { SkipDialog } from './skip-dialog';
import { usePackingLease } from './use-packing-lease';

/**
 * One claimed order at the desk: each unit is confirmed by its article code before 'Packed'
 * enables (docs/decisions/100); the claim is renewed while it is on screen (146).
 */
export function PackingOrderView({
  order,
  lastSkip,
  onNext,
  onTakeNext,
}: {
  order: PackingOrder;
  lastSkip: PackingClaim['lastSkip'];
  /** Packed or skipped: the server's next claim. */
  onNext: (next: PackingClaim) => void;
  /** Give up this order here (another tablet has it) and claim the next one. */
  onTakeNext: () => void;
}) {
  const lines = packingLines(order);
  const [confirmed, setConfirmed] = useState<Confirmed>({});
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const settled = useRef(false);
  const lease = usePackingLease(order._id, settled);
  const complete = allConfirmed(lines, confirmed);
  // Scanning is kept on this screen and goes on offline; only Packed and Skip need the server.
  const online = useOnline();
  const number = `#${orderNumber(order._id)}`;
  const cash = cashNote(order);

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
      settled.current = true;
      notifications.show({ color: 'green', message: `Order ${number} packed` });
      onNext(answer.next);
    } catch (error) {
      console.error('Marking packed failed:', error);
      setFeedback({ ok: false, text: getErrorMessage(error, 'Could not mark the order packed. Try again.') });
      setSaving(false);
    }
  }

  const address = order.address[0];
  return (
    <>
      <Stack gap="sm" className={classes.screen}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz={30}>
              Order {number}
            </Title>
            <Text c="dimmed">
              {formatDate(order.createdAt)} · {order.paymentMethod[0] ?? ''} · {address?.fullName ?? ''}
              {address?.city ? `, ${address.city}` : ''}
            </Text>
          </div>
          {cash ? (
            <Alert color="yellow" variant="filled" py="xs" data-testid="packing-cash">
              <Text className={classes.cash}>{cash}</Text>
            </Alert>
          ) : null}
        </Group>
        {lease.lost ? (
          <Alert color="red" title="This tablet no longer holds this order" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text>{lease.lost}</Text>
              <Button onClick={onTakeNext} disabled={!online}>
                Take the next order
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {lease.warning ? (
          <Alert color="yellow" role="status">
            {lease.warning} It stays yours for a few minutes; check the connection.
          </Alert>
        ) : null}
        {lastSkip ? (
          <Alert color="orange" title={`Skipped before (${formatDateTime(lastSkip.at)})`}>
            {lastSkip.note}
          </Alert>
        ) : null}
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
        <PackingActionBar
          complete={complete}
          saving={saving}
          disabled={lease.lost !== null || !online}
          onPrint={() => window.print()}
          onSkip={() => setSkipping(true)}
          onPacked={packed}
        />
      </Stack>
      {skipping ? (
        <SkipDialog
          orderId={order._id}
          onClose={() => setSkipping(false)}
          onSkipped={(next, note) => {
            settled.current = true;
            notifications.show({ color: 'orange', message: `Order ${number} set aside: ${note}` });
            onNext(next);
          }}
        />
      ) : null}
      <PackingSlip order={order} />
    </>
  );
}
