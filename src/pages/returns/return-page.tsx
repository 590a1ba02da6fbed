import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../contract/paths';
import { useSessionUser } from '../../domains/account/use-session-user';
import { checkReturn, type ReturnableItem } from '../../domains/returns/check-return';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { PageMeta } from '../../ui/page-meta';
import { ReturnWizard } from './return-wizard';

/**
 * /return/{orderId}: signed-in only. The returnability check runs first; any failure sends the
 * shopper back to the order page (spec 000 s8). Returns need the network, so offline says so.
 */
export function ReturnPage() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const online = useOnline();
  if (user === null) return <Navigate to={paths.login.to()} replace />;
  return (
    <Container size="md" py="xl">
      <PageMeta title="Return request" />
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="md">
        Return request
      </Title>
      {!online ? (
        <Alert color="yellow" variant="light" role="status" data-testid="return-offline">
          Returns need an internet connection. Connect and try again.
        </Alert>
      ) : user ? (
        <ReturnCheckGate orderId={id} />
      ) : (
        <Skeleton h={200} radius="md" />
      )}
    </Container>
  );
}

function ReturnCheckGate({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const [items, setItems] = useState<ReturnableItem[] | null>(null);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    checkReturn(orderId, controller.signal).then(
      (check) => {
        if (controller.signal.aborted) return;
        if (check.returnable) setItems(check.items);
        else navigate(paths.order.to(orderId), { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec 000 s8: a failed check is "not returnable"; the reason is only logged.
        console.warn('Return check failed:', getErrorMessage(error));
        navigate(paths.order.to(orderId), { replace: true });
      },
    );
    return () => controller.abort();
  }, [orderId, navigate]);

  if (submitted) {
    return (
      <Stack gap="sm" data-testid="return-submitted">
        <Title order={2} fz="xl">
          Return Request Submitted
        </Title>
        <Text>We have received your return request and will review it shortly.</Text>
        <Anchor component={Link} to={paths.orders.to()}>
          Back to my orders
        </Anchor>
      </Stack>
    );
  }
  if (!items) {
    return (
      <Stack gap="sm" aria-busy>
        <Text c="dimmed">Checking whether this order can be returned…</Text>
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  return <ReturnWizard orderId={orderId} items={items} onSubmitted={() => setSubmitted(true)} />;
}
