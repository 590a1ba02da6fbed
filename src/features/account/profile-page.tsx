import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useSessionUser } from '../../data/session';
import { FullPageLoader } from '../../ui/full-page-loader';
import { PageMeta } from '../../ui/page-meta';
import { signOut } from './sign-out';

/** /profile: greets the shopper and offers Orders and Sign-out; the full profile is a later issue. */
export function ProfilePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  if (user === undefined) return <FullPageLoader />;
  if (user === null) return <Navigate to={paths.home.to()} replace />;
  return (
    <Container size="sm" py={48}>
      <PageMeta title="Profile" />
      <Stack gap="md">
        <Title order={1}>Hello, {user.firstName}</Title>
        <Text c="dimmed">Your offers, addresses and account settings are coming soon.</Text>
        <Group>
          <Button component={Link} to={paths.orders.to()} variant="outline">
            Orders
          </Button>
          <Button
            variant="default"
            onClick={async () => {
              await signOut();
              navigate(paths.home.to());
            }}
          >
            Sign-out
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
