import { Alert, Text } from '@mantine/core';
import { TEST_PAYMENTS_NOTICE, takesRealPayments } from '../../contract/shop-info';
import { useShopInfo } from '../data/shop-info';

/**
 * Says plainly that payments are not real while the shop runs on the payment sandbox or
 * Razorpay's test keys (docs/decisions/153), so nobody mistakes it for a real shop: a slim bar
 * on every storefront page, and a notice at the checkout's payment step. Nothing when live.
 */
export function TestPaymentsNotice({ placement }: { placement: 'banner' | 'checkout' }) {
  const info = useShopInfo();
  if (!info || takesRealPayments(info)) return null;
  if (placement === 'banner') {
    return (
      <Text
        role="note"
        data-testid="test-payments-banner"
        size="sm"
        ta="center"
        py={4}
        bg="orange.1"
        c="orange.9"
        fw={500}
      >
        {TEST_PAYMENTS_NOTICE.banner}
      </Text>
    );
  }
  return (
    <Alert
      role="note"
      color="orange"
      variant="light"
      title={TEST_PAYMENTS_NOTICE.title}
      data-testid="test-payments-checkout"
    >
      {TEST_PAYMENTS_NOTICE.body}
    </Alert>
  );
}
