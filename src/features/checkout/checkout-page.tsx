import { PlaceholderPage } from '../../ui/placeholder-page';

/** /checkout, title 'Checkout': a later issue (behind the online-only guard). */
export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}

/** /ordered_successfully. */
export function OrderedSuccessfullyPage() {
  return <PlaceholderPage title="Order Successful" heading="Order Successful!" />;
}
