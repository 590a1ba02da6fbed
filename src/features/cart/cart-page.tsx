import { Text } from '@mantine/core';
import { PlaceholderPage } from '../../ui/placeholder-page';

/** /cart, title 'Shopping bag': the bag arrives with the next issue. */
export function CartPage() {
  return (
    <PlaceholderPage title="Shopping bag">
      <Text c="dimmed">Your shopping bag is coming soon.</Text>
    </PlaceholderPage>
  );
}
