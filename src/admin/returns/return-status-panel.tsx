import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { AdminReturn } from '../../../contract/returns';
import { RETURN_STATUS_PAIRS } from '../../../contract/statuses';
import { processReturnRefund } from './process-return-refund';
import { requestReturnPickup } from './request-return-pickup';
import { updateReturnStatus } from './update-return-status';

const REFUND_DONE = 'Refund processed successfully';
const pairOptions = RETURN_STATUS_PAIRS.map((pair) => ({
  value: pair.returnStatus,
  label: `${pair.returnStatus} / ${pair.orderStatus}`,
}));

/**
 * Status Management (spec 001 s2, s4): the combined selector sends a return status and its order
 * status together; Request Pickup and Process Refund act on the server. Failures are logged only
 * (spec 001 s8); every outcome re-reads the return.
 */
export function ReturnStatusPanel({ item, onChanged }: { item: AdminReturn; onChanged: () => void }) {
  const [choice, setChoice] = useState<string>(item.status);
  const [busy, setBusy] = useState<'update' | 'pickup' | 'refund' | null>(null);

  async function run(kind: 'update' | 'pickup' | 'refund', action: () => Promise<void>, label: string) {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      console.error(label, error);
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  const pair = RETURN_STATUS_PAIRS.find((entry) => entry.returnStatus === choice);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="sm">
        Status Management
      </Title>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Return / order status"
            data={pairOptions}
            value={choice}
            onChange={(value) => value && setChoice(value)}
            allowDeselect={false}
            size="md"
            miw={260}
            flex={1}
          />
          <Button
            h={42}
            disabled={!pair || busy !== null}
            loading={busy === 'update'}
            onClick={() =>
              pair &&
              run(
                'update',
                async () => void (await updateReturnStatus(item._id, pair)),
                'Failed to update return status:',
              )
            }
          >
            Update
          </Button>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="outline"
            h={44}
            disabled={busy !== null}
            loading={busy === 'pickup'}
            onClick={() =>
              run('pickup', async () => void (await requestReturnPickup(item._id)), 'Failed to request pickup:')
            }
          >
            Request Pickup
          </Button>
          <Button
            variant="outline"
            color="grape"
            h={44}
            disabled={busy !== null}
            loading={busy === 'refund'}
            onClick={() =>
              run(
                'refund',
                async () => {
                  await processReturnRefund(item._id);
                  window.alert(REFUND_DONE);
                },
                'Failed to process refund:',
              )
            }
          >
            Process Refund
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
