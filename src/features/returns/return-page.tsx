import { PlaceholderPage } from '../../ui/placeholder-page';

/** /return/{id} (id is the order id): the return wizard is a later issue. */
export function ReturnPage() {
  return <PlaceholderPage title="Return request" />;
}
