import { Button, Checkbox, Group, List, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EditStatusInput } from '../../../contract/admin-orders';
import { formatPaise } from '../../../contract/money';
import type { TransitionEffects } from '../../../contract/order-lifecycle/transition-effects';
import {
  RECORDED_REFUND_METHODS,
  REFUND_METHOD_LABEL,
  type RecordedRefundMethod,
} from '../../../contract/return-lifecycle';
import { orderStatusLabel } from '../../../contract/statuses';
import { useOnline } from '../../lib/use-online';
import { InlineFailure } from '../../ui/form-parts';
import { OfflineNote } from '../shared/connection-banner';

const STOCK_TEXT = {
  release: 'The items go back into stock.',
  take: 'The items are taken from stock again.',
  none: 'Stock does not change.',
} as const;

const METHOD_OPTIONS = RECORDED_REFUND_METHODS.map((method) => ({ value: method, label: REFUND_METHOD_LABEL[method] }));

/**
 * Says what a status change will do before it is made (docs/decisions/140): stock, refund,
 * the customer's e-mail (with "notify customer"), and whether it is a correction. The server
 * does exactly what the same contract function describes.
 */
export function StatusChangeDialog({
  from,
  to,
  effects,
  saving,
  failure,
  onCancel,
  onConfirm,
}: {
  from: string;
  to: string;
  effects: TransitionEffects;
  saving: boolean;
  /** Why the last try did not go (no answer, or the server's refusal): the dialog stays for a retry. */
  failure?: string | null;
  onCancel: () => void;
  onConfirm: (input: Omit<EditStatusInput, 'newStatus'>) => void;
}) {
  const [notify, setNotify] = useState(true);
  const [method, setMethod] = useState<RecordedRefundMethod | null>(null);
  const [reference, setReference] = useState('');
  const refund = effects.refundPaise > 0 ? formatPaise(effects.refundPaise) : null;
  const recordMissing = effects.refundNeedsRecord && (!method || reference.trim() === '');
  const online = useOnline();

  return (
    <Modal opened onClose={onCancel} title={`Change status to ${orderStatusLabel(to)}?`} centered size="lg">
      <Stack gap="sm">
        <Text>
          From <b>{orderStatusLabel(from)}</b> to <b>{orderStatusLabel(to)}</b>.
          {effects.correction ? ' This is a correction of an earlier step.' : ''}
        </Text>
        <List spacing={4}>
          <List.Item>{STOCK_TEXT[effects.stock]}</List.Item>
          {refund && !effects.refundNeedsRecord ? (
            <List.Item>{refund} will be refunded to the customer's original payment method.</List.Item>
          ) : null}
          {refund && effects.refundNeedsRecord ? (
            <List.Item>Record the {refund} you returned to the customer.</List.Item>
          ) : null}
          {!effects.mail ? <List.Item>The customer is not e-mailed about this step.</List.Item> : null}
        </List>
        {effects.refundNeedsRecord ? (
          <Group grow align="start">
            <Select
              label="How was the money returned?"
              data={METHOD_OPTIONS}
              value={method}
              onChange={(value) => setMethod(value as RecordedRefundMethod | null)}
              allowDeselect={false}
            />
            <TextInput
              label="Reference"
              placeholder="UPI or bank reference, receipt number"
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              maxLength={100}
            />
          </Group>
        ) : null}
        {effects.mail ? (
          <Checkbox
            label="Notify customer by e-mail"
            checked={notify}
            onChange={(event) => setNotify(event.currentTarget.checked)}
          />
        ) : null}
        <InlineFailure message={failure} />
        <OfflineNote />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" h={44} onClick={onCancel} disabled={saving}>
            Keep {orderStatusLabel(from)}
          </Button>
          <Button
            h={44}
            loading={saving}
            disabled={recordMissing || !online}
            onClick={() =>
              onConfirm({
                notifyCustomer: effects.mail ? notify : false,
                ...(effects.refundNeedsRecord && method ? { refund: { method, reference: reference.trim() } } : {}),
              })
            }
          >
            Change to {orderStatusLabel(to)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
