import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { EditStatusInput } from '../../../contract/admin-orders';
import type { Order } from '../../../contract/order';
import { findTransition } from '../../../contract/order-lifecycle/status-graph';
import { adminTargets, orderFacts, transitionEffects } from '../../../contract/order-lifecycle/transition-effects';
import { shippedNeedsTracking } from '../../../contract/shipments';
import { ADMIN_ORDER_STATUSES, orderStatusLabel } from '../../../contract/statuses';
import { isApiError } from '../../api/api-error';
import { isNoConnection } from '../../lib/connection-messages';
import { getErrorMessage } from '../../lib/get-error-message';
import { InlineFailure } from '../../ui/form-parts';
import { EDIT_STATUS_FAILED, editOrderStatus } from './edit-order-status';
import { StatusChangeDialog } from './status-change-dialog';

type AdminStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** The page's checks around a send (docs/decisions/181). */
export type SendGuard = {
  /** Re-reads the order; false when it moved on since the dialog opened: nothing is sent. */
  beforeSend: () => Promise<boolean>;
  /** The server refused the change (409): the page re-reads the order and keeps the reason. */
  onRefused: (message: string) => void;
};

/**
 * The status changer (spec 001 s4): it offers only what the lifecycle table allows from the
 * order's state (docs/decisions/140) and asks for confirmation, saying what the change does.
 */
export function OrderStatusChanger({
  order,
  onSaved,
  guard,
}: {
  order: Order;
  onSaved: () => void;
  guard?: SendGuard;
}) {
  const facts = orderFacts(order);
  const targets = adminTargets(facts, ADMIN_ORDER_STATUSES).filter((to) => !shippedNeedsTracking(order, to));
  const [value, setValue] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const transition = value ? findTransition(facts, value, 'admin') : undefined;

  async function save(input: Omit<EditStatusInput, 'newStatus'>) {
    if (!value) return;
    setSaving(true);
    setFailure(null);
    try {
      if (guard && !(await guard.beforeSend())) {
        setConfirming(false);
        return;
      }
      const saved = await editOrderStatus(order._id, { newStatus: value as AdminStatus, ...input });
      setConfirming(false);
      const message =
        value === 'Refunded' && saved.status !== 'Refunded'
          ? 'Refund sent to the payment provider; the status changes when it confirms.'
          : `Status set to ${orderStatusLabel(saved.status)}`;
      notifications.show({ color: 'green', message });
      onSaved();
    } catch (error) {
      console.error(EDIT_STATUS_FAILED, error);
      // The server's reason (a 409 from the lifecycle) is shown as it is; no answer says so
      // (nothing is known to have changed); else the spec's text. The dialog stays for a retry.
      const message = getErrorMessage(error, EDIT_STATUS_FAILED);
      setFailure(message);
      if (isApiError(error) && error.status === 409) guard?.onRefused(message);
      else if (!isNoConnection(error)) setConfirming(false);
    } finally {
      setSaving(false);
    }
  }

  if (targets.length === 0)
    return (
      <div>
        <Text fw={600}>Order status</Text>
        <Text c="dimmed" fz="sm" data-testid="no-status-change">
          {orderStatusLabel(order.status)}: no further change here
          {order.status.startsWith('Return') ? ' (the return page handles returns)' : ''}.
        </Text>
      </div>
    );

  return (
    <div>
      <Group align="end" gap="sm" wrap="nowrap">
        <Select
          label="Order status"
          placeholder="Next status"
          description={`Now ${orderStatusLabel(order.status)}`}
          data={targets.map((status) => ({ value: status, label: orderStatusLabel(status) }))}
          value={value}
          onChange={setValue}
          allowDeselect={false}
          size="md"
          style={{ flex: 1 }}
        />
        <Button size="md" h={44} onClick={() => setConfirming(true)} disabled={!transition}>
          Update status
        </Button>
      </Group>
      <InlineFailure message={failure} />
      {confirming && value && transition ? (
        <StatusChangeDialog
          from={order.status}
          to={value}
          effects={transitionEffects(facts, transition)}
          saving={saving}
          failure={failure}
          onCancel={() => setConfirming(false)}
          onConfirm={save}
        />
      ) : null}
    </div>
  );
}
