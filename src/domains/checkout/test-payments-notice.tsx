import { Alert, Text } from '@mantine/core';
import { TEST_PAYMENTS_NOTICE, takesRealPayments } from '../../../contract/shop-info';
import { useShopInfo } from './shop-info';

/**
 * Says plainly that payments are not real while the shop runs on the payment sandbox or
 * Razorpay's test keys (docs/decisions/153), so nobody mistakes it for a real shop: a strip at
 * the end of every storefront page, and a notice at the checkout's payment step. Nothing when
 * live. The strip is part of the page's flow, below the footer (docs/decisions/225): floating
 * over the page it covered the footer's 'Install app' and the checkout's Total, and at the top
 * it would push the page down under the shopper's finger when the shop's answer arrives.
 */
export function TestPaymentsNotice({ placement }: { placement: 'banner' | 'checkout' }) {
  const info = useShopInfo();
  if (!info || takesRealPayments(info)) return null;
  if (placement === 'banner') {
    return (
      // A landmark of its own (`aside`, named): axe's region rule found the strip outside every one.
      <Text
        component="aside"
        aria-label="Test payments"
        data-testid="test-payments-banner"
        size="xs"
        ta="center"
        px="sm"
        py={6}
        bg="orange.1"
        // Mantine's orange.9 is 3.6:1 on orange.1, under the 4.5:1 small text needs; clay.9 is 9:1.
        c="clay.9"
        fw={600}
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
