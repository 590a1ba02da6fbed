import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { addressLine } from '../../../contract/address';
import { orderNumber } from '../../../contract/order-number';
import { orderStatusLabel } from '../../../contract/statuses';
import { formatDate } from '../shared/format-date';
import { roleLabel } from './admin-user';
import { useUser } from './get-user';

/** The user-details dialog: each order by its number, '#' and all, as every back-office screen shows it (decision 203). */
export function UserDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { data: user, error, loading } = useUser(userId);
  return (
    <Modal opened onClose={onClose} title="Customer details" size="lg">
      {loading && !user ? <Text>Loading…</Text> : null}
      {error ? (
        <Text c="red" role="alert">
          Could not load this user.
        </Text>
      ) : null}
      {user ? (
        <Stack gap="xs">
          <Text fw={700} fz="lg">
            {user.firstName} {user.lastName}
          </Text>
          <Text>{user.email}</Text>
          <Text>{user.phoneNumber || 'N/A'}</Text>
          <Text>Role: {roleLabel(user)}</Text>
          <Text>Joined: {formatDate(user.createdAt)}</Text>
          {user.address[0] ? (
            <Text>
              Address:{' '}
              {addressLine({
                houseNumber: user.address[0].houseNumber,
                streetAddress: user.address[0].streetAddress,
                city: user.address[0].city,
              })}
            </Text>
          ) : null}
          <Text fw={600} mt="sm">
            Orders ({user.orders.length})
          </Text>
          {user.orders.length === 0 ? <Text c="dimmed">No orders.</Text> : null}
          {user.orders.map((order) => (
            <Group key={order.orderId} gap="sm">
              <Text ff="monospace">#{orderNumber(order.orderId)}</Text>
              <Badge variant="light">{orderStatusLabel(order.status)}</Badge>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Modal>
  );
}
