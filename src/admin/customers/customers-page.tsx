import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDate } from '../shared/format-date';
import { roleLabel } from './admin-user';
import { CONFIRM_DELETE_USER, deleteUser } from './delete-user';
import { USERS_FETCH_FAILED, useUsers } from './get-users';
import { UserDialog } from './user-dialog';

/** /admin/customers: a searchable table of users, a details dialog, delete with confirmation. */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data: users, error, loading, refetch } = useUsers(debounced);
  const [openUser, setOpenUser] = useState<string | null>(null);

  async function remove(id: string) {
    if (!window.confirm(CONFIRM_DELETE_USER)) return;
    try {
      await deleteUser(id);
      refetch();
    } catch (failure) {
      // Logged only (spec 001 section 8).
      console.error('Failed to delete user:', failure);
    }
  }

  return (
    <Stack gap="md">
      <AdminPageMeta title="Customers" />
      <Title order={1} fz={28}>
        Customers
      </Title>
      <TextInput
        label="Search"
        placeholder="Name, email or phone"
        size="md"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {USERS_FETCH_FAILED}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(users ?? []).map((user) => (
              <Table.Tr key={user._id}>
                <Table.Td>
                  <Text fw={600}>
                    {user.firstName} {user.lastName}
                  </Text>
                  <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>{user.phoneNumber}</Table.Td>
                <Table.Td>{roleLabel(user)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button variant="default" h={44} onClick={() => setOpenUser(user._id)}>
                      View
                    </Button>
                    <Button color="red" variant="light" h={44} onClick={() => remove(user._id)}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {users && users.length === 0 ? (
        <Text c="dimmed" ta="center">
          No users found.
        </Text>
      ) : null}
      {openUser ? <UserDialog userId={openUser} onClose={() => setOpenUser(null)} /> : null}
    </Stack>
  );
}
