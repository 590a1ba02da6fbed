import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/placeholder-page';

/** /orders and /order/{id}: a later issue. */
export function OrdersPage() {
  return <PlaceholderPage title="My orders" />;
}

export function OrderPage() {
  const { id = '' } = useParams();
  return <PlaceholderPage title="Order details" heading={`Order ${id.slice(-8)}`} />;
}
