import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { addressLine } from '../../../contract/address';
import { paths } from '../../../contract/paths';
import type { ProfileRow } from '../../data/rows';
import { refreshProfile, useProfile } from '../../domains/account/profile-mirror';
import { signOut } from '../../domains/account/sign-out';
import { useSessionUser } from '../../domains/account/use-session-user';
import { FullPageLoader } from '../../ui/full-page-loader';
import { PageMeta } from '../../ui/page-meta';
import { OrderNewsSwitch } from './order-news-switch';
import { emptyAddress, ProfileForm } from './profile-form';
import { ProfileOffers } from './profile-offers';

/** /profile: greeting, the offers with their codes, the profile in view or edit mode, and the side options. */
export function ProfilePage() {
  const user = useSessionUser();
  const profile = useProfile();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const userId = user?._id;
  useEffect(() => {
    if (userId) void refreshProfile();
  }, [userId]);

  if (user === undefined) return <FullPageLoader />;
  if (user === null) return <Navigate to={paths.home.to()} replace />;
  return (
    <Container size="lg" py="xl">
      <PageMeta title="Profile" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <Stack gap="xs">
            <Button component={Link} to={paths.orders.to()} variant="light">
              Orders
            </Button>
            <Button variant="light" onClick={() => setEditing(true)} disabled={!profile}>
              Account Settings
            </Button>
            <Button
              variant="default"
              onClick={async () => {
                if (await signOut()) navigate(paths.home.to());
              }}
            >
              Sign-out
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <Title order={1}>Hello, {profile?.firstName ?? user.firstName}</Title>
            <ProfileOffers />
            {profile ? (
              editing ? (
                <ProfileForm initial={formValues(profile)} onDone={() => setEditing(false)} />
              ) : (
                <ProfileView profile={profile} onEdit={() => setEditing(true)} />
              )
            ) : (
              <Text c="dimmed">Loading your details…</Text>
            )}
            <OrderNewsSwitch />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function formValues(profile: ProfileRow) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    dob: profile.dob?.slice(0, 10) ?? '',
    address: profile.address.length > 0 ? profile.address : [emptyAddress()],
  };
}

function ProfileView({ profile, onEdit }: { profile: ProfileRow; onEdit: () => void }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            My details
          </Title>
          <Button variant="outline" onClick={onEdit}>
            Edit Profile
          </Button>
        </Group>
        <Text>
          {profile.firstName} {profile.lastName}
        </Text>
        {/* An address has no spaces to wrap at: it breaks anywhere rather than widen a 320 px page. */}
        <Text style={{ overflowWrap: 'anywhere' }}>{profile.email}</Text>
        <Text>{profile.phoneNumber}</Text>
        {profile.dob ? <Text>Born {profile.dob.slice(0, 10)}</Text> : null}
        <Title order={3} fz="md" mt="sm">
          Addresses
        </Title>
        {profile.address.length === 0 ? (
          <Text c="dimmed">No saved addresses yet.</Text>
        ) : (
          profile.address.map((address, index) => (
            <Text key={address._id ?? index} size="sm">
              {addressLine(address, { name: true })}
            </Text>
          ))
        )}
      </Stack>
    </Paper>
  );
}
