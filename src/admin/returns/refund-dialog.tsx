import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AdminReturn } from '../../../contract/admin-returns';
import { fieldErrors } from '../../../contract/auth';
import { formatRupees } from '../../../contract/money';
import {
  type ProcessRefundInput,
  processRefundSchema,
  RECORDED_REFUND_METHODS,
  REFUND_METHOD_LABEL,
  type RecordedRefundInput,
  recordedRefundSchema,
  refundRecordMessages,
} from '../../../contract/return-lifecycle';
import { returnMessages } from '../../../contract/returns';
import { isApiError } from '../../api/api-error';
import { useOnline } from '../../lib/use-online';
import { OfflineNote } from '../shared/connection-banner';
import { processReturnRefund } from './process-return-refund';
import { failureNotice, type ReturnNotice } from './return-notice';

const METHOD_OPTIONS = RECORDED_REFUND_METHODS.map((method) => ({ value: method, label: REFUND_METHOD_LABEL[method] }));

/**
 * Process Refund's confirmation (docs/decisions/143, 186): the amount is the price paid for the
 * return's units on the order line. An online order is refunded to the original payment method;
 * for cash on delivery the shop pays by hand, so staff say how and give a reference. Before the
 * goods are back (`override`) staff must say why; the reason goes on the timeline.
 */
export function RefundDialog({
  item,
  override = false,
  onClose,
  onDone,
}: {
  item: AdminReturn;
  override?: boolean;
  onClose: () => void;
  onDone: (notice: ReturnNotice) => void;
}) {
  const cod = item.orderId?.paymentMethod?.[0] === 'COD';
  const amount = formatRupees(item.refundAmount);
  const [record, setRecord] = useState<Partial<RecordedRefundInput>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const online = useOnline();

  async function confirm() {
    const found: Record<string, string> = {};
    let body: ProcessRefundInput = {};
    if (cod) {
      const parsed = recordedRefundSchema.safeParse(record);
      if (parsed.success) body = parsed.data;
      else Object.assign(found, fieldErrors(parsed.error));
    }
    if (override) {
      const parsed = processRefundSchema.safeParse({ overrideReason: reason });
      if (parsed.success && parsed.data.overrideReason) body = { ...body, overrideReason: parsed.data.overrideReason };
      else found.overrideReason = refundRecordMessages.overrideReason;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const result = await processReturnRefund(item._id, body);
      const done = result.return.refund?.status === 'succeeded';
      onDone({ color: done ? 'green' : 'yellow', message: done ? returnMessages.refunded : result.message });
    } catch (error) {
      console.error('Failed to process refund:', error);
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
        setBusy(false);
        return;
      }
      onDone(failureNotice(error, returnMessages.refundFailed));
    }
  }

  return (
    <Modal
      opened
      onClose={busy ? () => {} : onClose}
      title={override ? 'Refund before the goods are back' : 'Process refund'}
      centered
    >
      <Stack gap="md">
        {override ? (
          <>
            <Alert color="orange" variant="light">
              The goods have not been received and inspected yet. Refund now only for a reason you can stand by (a lost
              parcel, a regular customer); it is recorded on the order's timeline with your name.
            </Alert>
            <Textarea
              label="Reason for refunding before the goods are back"
              withAsterisk
              autosize
              minRows={2}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={errors.overrideReason}
              size="md"
            />
          </>
        ) : null}
        {cod ? (
          <>
            <Text>
              Refund <b>{amount}</b> for this cash-on-delivery order. Return the money to the customer first, then
              record how it was paid.
            </Text>
            <Select
              label="Refund method"
              placeholder={refundRecordMessages.method}
              data={METHOD_OPTIONS}
              value={record.method ?? null}
              onChange={(value) =>
                setRecord({ ...record, method: (value ?? undefined) as RecordedRefundInput['method'] })
              }
              error={errors.method}
              allowDeselect={false}
              size="md"
            />
            <TextInput
              label="Reference"
              description="UPI transaction id, bank reference or receipt number"
              value={record.reference ?? ''}
              onChange={(event) => setRecord({ ...record, reference: event.currentTarget.value })}
              error={errors.reference}
              size="md"
            />
          </>
        ) : (
          <Text>
            Refund <b>{amount}</b> to the original payment method?
          </Text>
        )}
        <Text c="dimmed" fz="sm">
          The return becomes Refunded, the order shows what was refunded, and the customer is e-mailed once the money
          has moved. This cannot be undone.
        </Text>
        <OfflineNote />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="grape" h={44} onClick={confirm} loading={busy} disabled={!online}>
            Refund {amount}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
