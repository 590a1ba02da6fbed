import { Badge, Stack, Text } from '@mantine/core';
import type { AdminReturnRefund } from '../../../contract/admin-returns';
import { formatRupees } from '../../../contract/money';
import { REFUND_METHOD_LABEL } from '../../../contract/return-lifecycle';
import { formatDateTime } from '../shared/format-date';
import { refundStateText } from './return-display';

const COLOR = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;

/** The return's refund as it stands: pending and failed are shown as they are, with the reason. */
export function RefundState({ refund }: { refund: AdminReturnRefund | null }) {
  if (!refund) return <Text fz="sm">Not refunded</Text>;
  const how = [REFUND_METHOD_LABEL[refund.method], refund.reference ?? refund.gatewayRefundId].filter(Boolean);
  return (
    <Stack gap={2} align="flex-end" data-testid="refund-state">
      <Badge color={COLOR[refund.status]} variant="light">
        {refundStateText(refund.status)}
      </Badge>
      <Text fz="xs" c="dimmed">
        {formatRupees(refund.amount)} · {how.join(', ')}
      </Text>
      <Text fz="xs" c="dimmed">
        {formatDateTime(refund.completedAt ?? refund.createdAt)}
      </Text>
      {refund.error && refund.status !== 'succeeded' ? (
        <Text fz="xs" c={refund.status === 'failed' ? 'red' : 'dimmed'}>
          {refund.error}
        </Text>
      ) : null}
    </Stack>
  );
}
