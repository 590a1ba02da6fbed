import { Alert, Text } from '@mantine/core';
import { TEST_PAYMENTS_NOTICE, takesRealPayments } from '../../contract/shop-info';
import { useShopInfo } from '../data/shop-info';

/**
 * Says plainly that payments are not real while the shop runs on the payment sandbox or
 * Razorpay's test keys (docs/decisions/153), so nobody mistakes it for a real shop: a slim bar
 * on every storefront page, and a notice at the checkout's payment step. Nothing when live.
 * The bar floats over the page's corner rather than pushing it down: it appears once the shop's
 * answer is known, and a page that moves under the shopper's finger loses taps (and CLS).
 */
export function TestPaymentsNotice({ placement }: { placement: 'banner' | 'checkout' }) {
  const info = useShopInfo();
  if (!info || takesRealPayments(info)) return null;
  if (placement === 'banner') {
    return (
      <Text
        role="note"
        data-testid="test-payments-banner"
        size="xs"
        px="sm"
        py={4}
        bg="orange.1"
        // Mantine's orange.9 is 3.6:1 on orange.1, under the 4.5:1 small text needs; clay.9 is 9:1.
        c="clay.9"
        fw={600}
        style={{
          position: 'fixed',
          left: 8,
          bottom: 8,
          zIndex: 150,
          borderRadius: 999,
          pointerEvents: 'none',
          boxShadow: '0 1px 4px rgba(0, 0, 0, 0.15)',
        }}
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
