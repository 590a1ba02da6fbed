import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messages } from '../../../contract/messages';
import { useOnline } from '../../lib/use-online';
import { InlineFailure } from '../../ui/form-parts';
import { ADD_TRACKING_FAILED, addOrderTracking } from './add-order-tracking';

/** Add/Update Tracking: non-empty after trimming; saving sets the order Shipped. 'NA' means none. */
export function OrderTrackingForm({
  orderId,
  tracking,
  onSaved,
}: {
  orderId: string;
  tracking: string;
  onSaved: () => void;
}) {
  const current = tracking && tracking !== 'NA' ? tracking : '';
  const [value, setValue] = useState(current);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnline();

  async function save() {
    if (!value.trim()) {
      setFailure(messages.trackingRequired);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await addOrderTracking(orderId, { tracking: value.trim() });
      notifications.show({ color: 'green', message: 'Tracking saved; the order is Shipped' });
      onSaved();
    } catch (error) {
      console.error(ADD_TRACKING_FAILED, error);
      setFailure(ADD_TRACKING_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="end" gap="sm" wrap="nowrap">
        <TextInput
          label="Tracking (AWB)"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          size="md"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" h={44} loading={saving} disabled={!value.trim() || !online}>
          {current ? 'Update Tracking' : 'Add Tracking'}
        </Button>
      </Group>
      <InlineFailure message={failure} />
    </form>
  );
}
