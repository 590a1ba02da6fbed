import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ADMIN_ORDER_STATUSES, orderStatusLabel } from '../../../contract/statuses';
import { EDIT_STATUS_FAILED, editOrderStatus } from './edit-order-status';

type AdminStatus = (typeof ADMIN_ORDER_STATUSES)[number];
const OPTIONS = ADMIN_ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));

/** The status changer: any admin status from any other (spec 001 section 4). */
export function OrderStatusChanger({
  orderId,
  status,
  onSaved,
}: {
  orderId: string;
  status: string;
  onSaved: () => void;
}) {
  const [value, setValue] = useState<string | null>(
    (ADMIN_ORDER_STATUSES as readonly string[]).includes(status) ? status : null,
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    if (!value) return;
    setSaving(true);
    setFailure(null);
    try {
      await editOrderStatus(orderId, { newStatus: value as AdminStatus });
      notifications.show({ color: 'green', message: `Status set to ${orderStatusLabel(value)}` });
      onSaved();
    } catch (error) {
      console.error(EDIT_STATUS_FAILED, error);
      setFailure(EDIT_STATUS_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <Group align="end" gap="sm" wrap="nowrap">
        <Select
          label="Order status"
          placeholder="Choose a status"
          data={OPTIONS}
          value={value}
          onChange={setValue}
          allowDeselect={false}
          size="md"
          style={{ flex: 1 }}
        />
        <Button size="md" h={44} onClick={save} loading={saving} disabled={!value || value === status}>
          Update status
        </Button>
      </Group>
      {failure ? (
        <Text c="red" fz="sm" mt={4} role="alert">
          {failure}
        </Text>
      ) : null}
    </div>
  );
}
