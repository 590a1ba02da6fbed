import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { staffSearchHints } from '../../../contract/staff-search';
import { confirmThenRun } from '../../lib/confirm-then-run';
import { RowActions } from '../../ui/row-actions';
import { TableHead } from '../../ui/table-head';
import { useSignedInAdmin } from '../auth/signed-in-admin';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { formatDate } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { searchingMark } from '../shared/searching-mark';
import { roleLabel } from './admin-user';
import { CONFIRM_DELETE_USER, deleteUser } from './delete-user';
import { useUsers } from './get-users';
import { UserDialog } from './user-dialog';

/** /admin/customers: a searchable table of users, a details dialog, delete with confirmation. */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data: users, error, loading, refetch } = useUsers(debounced);
  const [openUser, setOpenUser] = useState<string | null>(null);
  // The server refuses to delete the signed-in admin (409), and the spec logs a failed delete
  // only: so their own row offers no Delete at all, and says it is them (docs/decisions/284).
  const me = useSignedInAdmin()?._id;

  const remove = (id: string) =>
    confirmThenRun(CONFIRM_DELETE_USER, () => deleteUser(id), refetch, 'Failed to delete user:');

  return (
    <Stack gap="md">
      <AdminPageMeta title="Customers" />
      <Title order={1} fz={28}>
        Customers
      </Title>
      <TextInput
        label="Search"
        placeholder={staffSearchHints.customers}
        size="md"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={searchingMark(loading && users !== undefined)}
      />
      {error ? (
        <LoadFailure what="customers" error={error} onRetry={refetch} loading={loading} stale={users !== undefined} />
      ) : null}
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
          <TableHead columns={['Name', 'Phone', 'Role', 'Joined', '']} />
          <Table.Tbody>
            {(users ?? []).map((user) => (
              <Table.Tr key={user._id}>
                <Table.Td>
                  <Text fw={600}>
                    {user.firstName} {user.lastName}
                    {user._id === me ? ' (you)' : null}
                  </Text>
                  <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                {/* A number read out or dialled: never broken at its space. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.phoneNumber}</Table.Td>
                <Table.Td>{roleLabel(user)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</Table.Td>
                <Table.Td>
                  <RowActions
                    openLabel="View"
                    onOpen={() => setOpenUser(user._id)}
                    onDelete={user._id === me ? undefined : () => remove(user._id)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {users && users.length === 0 && !error ? (
        <Text c="dimmed" ta="center">
          No users found.
        </Text>
      ) : null}
      {openUser ? <UserDialog userId={openUser} onClose={() => setOpenUser(null)} /> : null}
    </Stack>
  );
}
