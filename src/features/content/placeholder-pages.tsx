import { Text } from '@mantine/core';
import { PlaceholderPage } from '../../ui/placeholder-page';

/** Content pages whose text arrives with the content issue; each has its title now. */
export function FaqPage() {
  return (
    <PlaceholderPage title="FAQ" heading="How can we help?">
      <Text c="dimmed">
        Answers to common questions about ordering, shipping, returns and jute care are coming soon.
      </Text>
    </PlaceholderPage>
  );
}

export function SustainabilityPage() {
  return <PlaceholderPage title="Sustainability" />;
}

export function ViewAllPage() {
  return <PlaceholderPage title="View ALL" />;
}

export function NewsletterPage() {
  return (
    <PlaceholderPage title="Newsletter" heading="Follow Us On">
      <Text c="dimmed">Our newsletter and social channels are coming soon.</Text>
    </PlaceholderPage>
  );
}

export function WishlistPage() {
  return <PlaceholderPage title="Wishlist" />;
}
