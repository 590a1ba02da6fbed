import { Button, Container, Group, Stack, Text, Title, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageMeta } from '../../ui/page-meta';

const ENTRY_DELAY_MS = 300;

/** /ordered_successfully: the thank-you screen; its entry animation starts after 300 ms. */
export function OrderedSuccessfullyPage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), ENTRY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Container size="sm" py={64}>
      <PageMeta title="Order Successful" />
      <Transition mounted={shown} transition="pop" duration={400} keepMounted>
        {(style) => (
          <Stack align="center" ta="center" gap="md" style={style}>
            <Title order={1}>Order Successful!</Title>
            <Text>Thank you for shopping with us. Your handmade jute goods are on their way to being packed.</Text>
            <Text c="dimmed">A confirmation email has been sent to your registered email address.</Text>
            <Group>
              <Button component={Link} to={paths.orders.to()}>
                View Order
              </Button>
              <Button component={Link} to={paths.home.to()} variant="outline">
                Continue Shopping
              </Button>
            </Group>
          </Stack>
        )}
      </Transition>
    </Container>
  );
}
