import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { formatPaise, paiseFromRupees } from '../../../contract/money';
import type { Order } from '../../../contract/order';
import { codRemittanceSchema } from '../../../contract/shipments';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { InlineFailure } from '../../ui/form-parts';
import { confirmCodRemittance } from './shipment-actions';

const FAILED = 'Failed to record the remittance';

/**
 * "Delivered — cash to remit" (docs/decisions/191): the courier holds the cash it collected.
 * Staff record the remittance with its reference (the bank UTR from the courier's statement);
 * the order is then Paid. In the sandbox the courier's own report does this after a while.
 */
export function CodRemittanceForm({ order, onSaved }: { order: Order; onSaved: () => void }) {
  const [reference, setReference] = useState('');
  const [saving, setSaving] = useState(false);
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const duePaise = paiseFromRupees(order.totalAmount) - paiseFromRupees(order.refundedAmount);

  async function save() {
    const parsed = codRemittanceSchema.safeParse({ reference });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? FAILED);
    setSaving(true);
    setFailure(null);
    try {
      await confirmCodRemittance(order._id, parsed.data);
      notifications.show({ color: 'green', message: 'Remittance recorded; the order is paid' });
      onSaved();
    } catch (error) {
      console.error(FAILED, error);
      setFailure(getErrorMessage(error, FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="cod-remittance">
      <Text fw={600}>Cash to remit: {formatPaise(duePaise)}</Text>
      <Text c="dimmed" fz="sm" mb="xs">
        The courier collected this on delivery. Record it when it reaches the shop's account.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Group align="end" gap="sm" wrap="nowrap">
          <TextInput
            label="Remittance reference (UTR)"
            value={reference}
            onChange={(event) => {
              setReference(event.currentTarget.value);
              setFailure(null);
            }}
            size="md"
            style={{ flex: 1 }}
          />
          <Button type="submit" size="md" h={44} loading={saving} disabled={!online}>
            Record remittance
          </Button>
        </Group>
        <InlineFailure message={failure} />
      </form>
    </Paper>
  );
}
