import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldErrors } from '../../../contract/auth';
import { formatRupees } from '../../../contract/money';
import {
  RECORDED_REFUND_METHODS,
  REFUND_METHOD_LABEL,
  type RecordedRefundInput,
  recordedRefundSchema,
  refundRecordMessages,
} from '../../../contract/return-lifecycle';
import { type AdminReturn, returnMessages } from '../../../contract/returns';
import { isApiError } from '../../api/api-error';
import { useOnline } from '../../lib/use-online';
import { OfflineNote } from '../shared/connection-banner';
import { processReturnRefund } from './process-return-refund';
import { failureNotice, type ReturnNotice } from './return-notice';

const METHOD_OPTIONS = RECORDED_REFUND_METHODS.map((method) => ({ value: method, label: REFUND_METHOD_LABEL[method] }));

/**
 * Process Refund's confirmation (docs/decisions/143): the amount is the price paid on the
 * order line. An online order is refunded to the original payment method; for cash on
 * delivery the shop pays by hand, so staff say how and give a reference.
 */
export function RefundDialog({
  item,
  onClose,
  onDone,
}: {
  item: AdminReturn;
  onClose: () => void;
  onDone: (notice: ReturnNotice) => void;
}) {
  const cod = item.orderId?.paymentMethod?.[0] === 'COD';
  const amount = formatRupees(item.refundAmount);
  const [record, setRecord] = useState<Partial<RecordedRefundInput>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const online = useOnline();

  async function confirm() {
    let body: RecordedRefundInput | undefined;
    if (cod) {
      const parsed = recordedRefundSchema.safeParse(record);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      body = parsed.data;
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
    <Modal opened onClose={busy ? () => {} : onClose} title="Process refund" centered>
      <Stack gap="md">
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
          The return and the order become Refunded and the customer is e-mailed once the money has moved. This cannot be
          undone.
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
